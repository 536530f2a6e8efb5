/*
 * Constants of chat.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** A chat message holds at most this many characters. */
export const CHAT_MESSAGE_MAX_CHARS = 1000;

export const CHAT_MESSAGES = {
  blank: "can't be blank",
  tooLong: `must be at most ${String(CHAT_MESSAGE_MAX_CHARS)} characters`,
  notFound: 'No such conversation.',
  yourself: 'You cannot chat with yourself.',
  notAFlirt: 'Chat is only between a customer and a Flirt.',
  unavailable: 'This Flirt is not available for chat.',
  blocked: 'You cannot chat with this person.',
  cardRequired: 'Please add a credit card before starting a chat.',
  noVolleyToAnswer: 'The customer has to write first.',
  emptyList: 'You have no conversations yet.',
  incoming: (from: string) => `New message from ${from}`,
  photoRequired: 'Please choose a photo.',
  photoFlirtOnly: 'Only Flirts can send photos.',
  photoNotYours: 'You can only send photos from your own file manager.',
  giftCustomerOnly: 'Only customers can send gifts.',
  giftRequestFlirtOnly: 'Only Flirts can ask for a gift.',
  amountRequired: 'Please enter an amount in dollars, with up to 2 decimals.',
  requestNotFound: 'No such gift request.',
  requestPaid: 'This gift request has already been paid.',
} as const;
