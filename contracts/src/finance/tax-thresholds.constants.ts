/*
 * Constants of tax-thresholds.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** Forms are listed from tax year 2021 (spec 001 §9); earlier years are handled by support. */
export const FIRST_TAX_YEAR = 2021;
