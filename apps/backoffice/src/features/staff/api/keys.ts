/** Query keys of the staff accounts pages. */
export const staffKeys = {
  secondFactors: ['staff', 'second-factors'] as const,
  list: ['staff', 'list'] as const,
  signedInUser: ['staff', 'signed-in-user'] as const,
};
