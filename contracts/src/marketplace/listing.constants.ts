/*
 * Constants of listing.responses.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** The toll-free number callers dial before a listing's extension. */
export const MARKETPLACE_CALL_NUMBER = '1-800-555-0142';
