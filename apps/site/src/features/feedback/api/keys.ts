/** Query keys of the feedback feature. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  list: () => ['feedback', 'list'] as const,
};
