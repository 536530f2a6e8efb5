/*
 * Constants of reconciliation.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/**
 * The reconciliation (issue 30 Build 6): for a period of UTC days, the processor's records
 * (charges, refunds, payouts) beside the ledger's (the events) beside the read models
 * (earnings, payable, 1099-K gross), and every difference to the cent with the events behind it.
 */

export const RECONCILIATION_MAX_DAYS = 31;
