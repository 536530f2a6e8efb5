/**
 * A NACHA ACH file of PPD credits (docs/adr/0107): 94-character fixed-width records (file
 * header, one batch header, one entry per payout, batch control, file control), padded with
 * lines of nines to a multiple of ten. Pure: the creation time comes in as a value.
 */
import { centsToDecimal, csvRows } from '@flirtwire/contracts';

export interface AchOrigin {
  /** The bank receiving the file (9-digit routing number). */
  readonly destinationRouting: string;
  readonly destinationName: string;
  /** Our originating bank (ODFI) routing number. */
  readonly originRouting: string;
  readonly originName: string;
  /** Our company id at the bank (10 characters, often '1' and the EIN). */
  readonly companyId: string;
  readonly companyName: string;
}

export interface AchCredit {
  readonly routingNumber: string;
  readonly accountNumber: string;
  /** 0 checking, 1 savings. */
  readonly accountType: 0 | 1;
  readonly amountCents: number;
  /** Our reference for the payee (the payout id), at most 15 characters kept. */
  readonly individualId: string;
  readonly name: string;
}

const RECORD = 94;
/** Letters, digits and the punctuation banks accept; everything else becomes a space. */
const clean = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&/'()-]/g, ' ');
const alpha = (text: string, width: number) => clean(text).slice(0, width).padEnd(width, ' ');
const num = (value: number | string, width: number) => {
  const digits = String(value);
  if (!/^\d+$/.test(digits) || digits.length > width)
    throw new Error(`ACH field does not fit ${String(width)} digits: ${digits}`);
  return digits.padStart(width, '0');
};
const yymmdd = (date: Date) => date.toISOString().slice(2, 10).replace(/-/g, '');
const hhmm = (date: Date) => date.toISOString().slice(11, 16).replace(':', '');

function record(fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD)
    throw new Error(`ACH record is ${String(line.length)} characters, not ${String(RECORD)}`);
  return line;
}

/**
 * @example
 * achFile(origin, [{ routingNumber: '011000015', accountNumber: '12345678', accountType: 0,
 *   amountCents: 11_500, individualId: 'payout-1', name: 'Ann Lee' }], now, now)
 */
export function achFile(
  origin: AchOrigin,
  credits: readonly AchCredit[],
  createdAt: Date,
  effectiveDate: Date,
): string {
  const odfi = origin.originRouting.slice(0, 8);
  const batchNumber = num(1, 7);
  const lines: string[] = [];
  lines.push(
    record([
      '1',
      '01',
      ` ${num(origin.destinationRouting, 9)}`,
      ` ${num(origin.originRouting, 9)}`,
      yymmdd(createdAt),
      hhmm(createdAt),
      'A',
      '094',
      '10',
      '1',
      alpha(origin.destinationName, 23),
      alpha(origin.originName, 23),
      alpha('', 8),
    ]),
  );
  lines.push(
    record([
      '5',
      '220',
      alpha(origin.companyName, 16),
      alpha('', 20),
      alpha(origin.companyId, 10),
      'PPD',
      alpha('PAYOUT', 10),
      alpha('', 6),
      yymmdd(effectiveDate),
      alpha('', 3),
      '1',
      odfi,
      batchNumber,
    ]),
  );
  let hash = 0;
  let total = 0;
  credits.forEach((credit, i) => {
    if (!/^\d{9}$/.test(credit.routingNumber))
      throw new Error('ACH routing number must be 9 digits');
    hash += Number(credit.routingNumber.slice(0, 8));
    total += credit.amountCents;
    lines.push(
      record([
        '6',
        credit.accountType === 1 ? '32' : '22',
        credit.routingNumber.slice(0, 8),
        credit.routingNumber.slice(8),
        alpha(credit.accountNumber, 17),
        num(credit.amountCents, 10),
        alpha(credit.individualId.replace(/-/g, '').slice(0, 15), 15),
        alpha(credit.name, 22),
        '  ',
        '0',
        `${odfi}${num(i + 1, 7)}`,
      ]),
    );
  });
  const entryHash = num(hash % 10_000_000_000, 10);
  lines.push(
    record([
      '8',
      '220',
      num(credits.length, 6),
      entryHash,
      num(0, 12),
      num(total, 12),
      alpha(origin.companyId, 10),
      alpha('', 19),
      alpha('', 6),
      odfi,
      batchNumber,
    ]),
  );
  const blocks = Math.ceil((lines.length + 1) / 10);
  lines.push(
    record([
      '9',
      num(1, 6),
      num(blocks, 6),
      num(credits.length, 8),
      entryHash,
      num(0, 12),
      num(total, 12),
      alpha('', 39),
    ]),
  );
  while (lines.length % 10 !== 0) lines.push('9'.repeat(RECORD));
  return `${lines.join('\n')}\n`;
}

/** A payout batch CSV (header first, LF line ends as the payment services take them). */
export const csvFile = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  csvRows([header, ...rows], '\n');

/** Cents as a plain decimal for the payment services' batch files: 11500 → "115.00". */
export const decimal = (cents: number) => centsToDecimal(cents);
