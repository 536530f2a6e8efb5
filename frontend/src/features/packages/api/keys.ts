/** Query keys of the packages feature. */
export const packageKeys = {
  all: ['packages'] as const,
  management: () => [...packageKeys.all, 'management'] as const,
};
