/*
 * Constants of categories.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** Featured listings on the home page, per page. */
export const HOME_PAGE_SIZE = 8;
