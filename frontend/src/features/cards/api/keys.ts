/** Query keys of the cards feature. */
export const cardKeys = {
  all: ['cards'] as const,
  list: () => [...cardKeys.all, 'list'] as const,
};
