/** Query keys of the staff accounts pages. */
export const staffKeys = {
  list: ['staff', 'list'] as const,
  signedInUser: ['staff', 'signed-in-user'] as const,
};
