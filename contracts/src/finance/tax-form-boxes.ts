import { z } from 'zod';

/**
 * The boxes of Form 1099-K this product fills, in form order: the one table every writer and
 * reader of a form uses (ledger figures, the payee's form and Copy B, the FIRE and IRIS files,
 * the trace and both screens). Issue 17: a month↔box mapping copied into seven files drifted
 * (the trace answered `55a`…`55l`).
 *
 * - `key`: the box as printed on the form ('1a', '3', '5a'…'5l').
 * - `month`: 1-12 for boxes 5a-5l (calendar month in the reporting time zone), else null.
 * - `detailKey`: the field of the spec 001 §3 tax form detail that carries it.
 * - `amountCode`: the Pub 1220 (FIRE) payment amount code, null for a count (box 3).
 * - `irisColumn`: the IRIS upload template's column.
 */
export const FORM_1099K_BOXES = [
  {
    key: '1a',
    label: 'Gross amount of payment card/third party network transactions',
    month: null,
    detailKey: 'total_1a',
    amountCode: '1',
    irisColumn: 'Box 1a Gross Amount',
  },
  {
    key: '3',
    label: 'Number of payment transactions',
    month: null,
    detailKey: 'num_trans_3',
    amountCode: null,
    irisColumn: 'Box 3 Number of Payment Transactions',
  },
  ...(
    [
      ['5a', 'January', 'jan_5a', '5'],
      ['5b', 'February', 'feb_5b', '6'],
      ['5c', 'March', 'mar_5c', '7'],
      ['5d', 'April', 'apr_5d', '8'],
      ['5e', 'May', 'may_5e', '9'],
      ['5f', 'June', 'jun_5f', 'A'],
      ['5g', 'July', 'jul_5g', 'B'],
      ['5h', 'August', 'aug_5h', 'C'],
      ['5i', 'September', 'sep_5i', 'D'],
      ['5j', 'October', 'oct_5j', 'E'],
      ['5k', 'November', 'nov_5k', 'F'],
      ['5l', 'December', 'dec_5l', 'G'],
    ] as const
  ).map(([key, label, detailKey, amountCode], i) => ({
    key,
    label,
    month: i + 1,
    detailKey,
    amountCode,
    irisColumn: `Box ${key} ${label}` as const,
  })),
] as const;

export type Form1099KBox = (typeof FORM_1099K_BOXES)[number];
export type Form1099KBoxKey = Form1099KBox['key'];
export type MonthBox = Extract<Form1099KBox, { month: number }>;
export type MonthBoxKey = MonthBox['key'];
export type MonthDetailKey = MonthBox['detailKey'];

/** Boxes 5a-5l, January first (index = month - 1). */
export const MONTH_BOXES: readonly MonthBox[] = FORM_1099K_BOXES.filter(
  (box): box is MonthBox => box.month !== null,
);

/** The box of a month (1-12), or null when out of range. */
export const monthBox = (month: number): MonthBox | null => MONTH_BOXES[month - 1] ?? null;

/** "5a January", "1a Gross amount…": how a box is titled on screen and on Copy B. */
export const boxTitle = (box: Form1099KBox): string => `${box.key} ${box.label}`;

const BOX_KEYS = FORM_1099K_BOXES.map((box) => box.key) as [Form1099KBoxKey, ...Form1099KBoxKey[]];
export const Form1099KBoxKeySchema = z.enum(BOX_KEYS);

/** One event behind a box (a gross payment in the tax ledger). */
export const TraceEntry = z.object({
  event_id: z.string(),
  type: z.string(),
  stream_id: z.string(),
  position: z.number().int().nonnegative(),
  payee_id: z.string(),
  at: z.string(),
  amount_cents: z.number().int(),
  /** The month box (5a-5l) the payment is in; every entry is in 1a and 3 as well. */
  box: Form1099KBoxKeySchema,
});
export type TraceEntry = z.infer<typeof TraceEntry>;

const BoxFigures = z.object({
  amount_cents: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});

/** GET /finance/tax_forms/{id}/trace: every box of the form with the events behind it. */
export const TaxFormTrace = z.object({
  form_id: z.string(),
  boxes: z.object(
    Object.fromEntries(FORM_1099K_BOXES.map((box) => [box.key, BoxFigures])) as Record<
      Form1099KBoxKey,
      typeof BoxFigures
    >,
  ),
  matches_form: z.boolean(),
  /** The reporting time zone: an entry's month (its box) is its month there, so is its date. */
  time_zone: z.string(),
  entries: z.array(TraceEntry),
});
export type TaxFormTrace = z.infer<typeof TaxFormTrace>;
