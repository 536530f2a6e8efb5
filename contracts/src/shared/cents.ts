import { z } from 'zod';

/*
 * The schemas of an amount in cents, apart from money.ts (which re-exports them): the screens
 * format money on their first screen, and money.ts without zod keeps zod off it
 * (`npm run bench -- web`).
 */
export const Cents = z.number().int();
export type Cents = z.infer<typeof Cents>;

export const NonNegativeCents = Cents.nonnegative();
export const PositiveCents = Cents.positive();
