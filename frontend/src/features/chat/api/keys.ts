/** Query keys of the chat feature. */
export const chatKeys = {
  all: ['chat'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  messages: (ref: string) => [...chatKeys.all, 'messages', ref] as const,
};
