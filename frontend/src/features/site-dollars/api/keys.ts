/** Query keys of site dollars (the balance and its movements are one answer). */
export const siteDollarKeys = {
  all: ['site-dollars'] as const,
  mine: () => [...siteDollarKeys.all, 'mine'] as const,
};
