import {
  centsToDecimal,
  csvRows,
  numericText,
  type FilerInfo,
  type FormFigures,
  MONTH_BOXES,
} from '@flirtwire/contracts';

/** One form in force, opened for the IRS file (the only place a clear tax id is written). */
export interface FilingPayee {
  readonly formId: string;
  readonly corrected: boolean;
  readonly tinKind: 'ssn' | 'ein' | null;
  /** Nine digits, or null when none is on file or the payee's key was erased. */
  readonly tin: string | null;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly figures: FormFigures;
}

export interface ValidationReport {
  readonly valid: boolean;
  readonly records: number;
  readonly payees: number;
  readonly totalGrossCents: number;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

export interface FilingFile {
  readonly format: 'fire' | 'iris';
  readonly fileName: string;
  readonly mediaType: string;
  readonly content: string;
  readonly report: ValidationReport;
}

const RECORD_LENGTH = 750;
/** FIRE (Publication 1220) is used up to tax year 2025; IRIS from 2026 on. */
export const LAST_FIRE_YEAR = 2025;
/** Amount codes of Form 1099-K in Pub 1220 (FORM_1099K_BOXES): 1 gross (1a), 5-9, A-G months. */
const MONTH_CODES = MONTH_BOXES.map((box) => box.amountCode);
const CODE_ORDER = '123456789ABCDEFGH';

const alpha = (text: string, width: number) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9 &\-,.'/#]/g, '')
    .slice(0, width)
    .padEnd(width, ' ');
const num = (value: number, width: number) => String(Math.max(0, value)).padStart(width, '0');
const digits = (text: string) => text.replace(/\D/g, '');

/** Writes `value` at 1-based position `from` of a 750-byte record. */
function put(record: string[], from: number, value: string): void {
  for (let i = 0; i < value.length; i++) record[from - 1 + i] = value[i] ?? ' ';
}

function record(fields: [number, string][], sequence: number): string {
  const r = Array.from({ length: RECORD_LENGTH }, () => ' ');
  for (const [from, value] of fields) put(r, from, value);
  put(r, 500, num(sequence, 8));
  return r.join('');
}

const amountAt = (code: string) => 55 + CODE_ORDER.indexOf(code) * 12;
const controlAt = (code: string) => 16 + CODE_ORDER.indexOf(code) * 18;

/**
 * A Publication 1220 file of Form 1099-K returns: T (transmitter), A (payer), one B per payee,
 * C (end of payer, control totals), F (end of transmission); 750 positions per record,
 * sequence numbers in 500-507. Layout of the fields this product fills; the rest are blank.
 */
export function fireFile(
  taxYear: number,
  filer: FilerInfo,
  tcc: string,
  payees: readonly FilingPayee[],
  test: boolean,
): FilingFile {
  const year = String(taxYear);
  const tin = digits(filer.tin);
  let seq = 0;
  const lines: string[] = [];
  lines.push(
    record(
      [
        [1, 'T'],
        [2, year],
        [7, tin.padEnd(9, ' ')],
        [16, alpha(tcc, 5)],
        [28, test ? 'T' : ' '],
        [30, alpha(filer.name, 40)],
        [110, alpha(filer.name, 40)],
        [190, alpha(filer.address, 40)],
        [230, alpha(filer.city_state_zip.split(',')[0] ?? '', 40)],
        [270, alpha('CA', 2)],
        [272, alpha('94105', 9)],
        [296, num(payees.length, 8)],
        [304, alpha('Finance department', 40)],
        [344, alpha(digits(filer.phone), 15)],
        [518, 'I'],
      ],
      ++seq,
    ),
  );
  const codes = ['1', ...MONTH_CODES].join('');
  lines.push(
    record(
      [
        [1, 'A'],
        [2, year],
        [12, tin.padEnd(9, ' ')],
        [26, 'MC'],
        [28, alpha(codes, 18)],
        [53, alpha(filer.name, 40)],
        [133, '0'],
        [134, alpha(filer.address, 40)],
        [174, alpha('San Francisco', 40)],
        [214, 'CA'],
        [216, alpha('94105', 9)],
        [225, alpha(digits(filer.phone), 15)],
      ],
      ++seq,
    ),
  );
  const totals = new Map<string, number>();
  const add = (code: string, cents: number) => totals.set(code, (totals.get(code) ?? 0) + cents);
  for (const payee of payees) {
    const fields: [number, string][] = [
      [1, 'B'],
      [2, year],
      [6, payee.corrected ? 'G' : ' '],
      [7, alpha(payee.name.replace(/[^A-Za-z]/g, '').slice(0, 4), 4)],
      [11, payee.tinKind === 'ein' ? '1' : payee.tinKind === 'ssn' ? '2' : ' '],
      [12, (payee.tin ?? '').padEnd(9, ' ')],
      [21, alpha(payee.formId.replace(/-/g, '').slice(0, 20), 20)],
      [amountAt('1'), num(payee.figures.grossCents, 12)],
      [288, alpha(payee.name, 40)],
      [368, alpha(payee.address, 40)],
      [448, alpha(payee.city, 40)],
      [488, alpha(payee.state, 2)],
      [490, alpha(digits(payee.zip), 9)],
      [547, '1'],
      [548, '2'],
      [549, num(payee.figures.transactions, 13)],
    ];
    add('1', payee.figures.grossCents);
    MONTH_CODES.forEach((code, i) => {
      const cents = payee.figures.monthCents[i] ?? 0;
      fields.push([amountAt(code), num(cents, 12)]);
      add(code, cents);
    });
    lines.push(record(fields, ++seq));
  }
  lines.push(
    record(
      [
        [1, 'C'],
        [2, num(payees.length, 8)],
        ...[...totals.entries()].map(([code, cents]): [number, string] => [
          controlAt(code),
          num(cents, 18),
        ]),
      ],
      ++seq,
    ),
  );
  lines.push(
    record(
      [
        [1, 'F'],
        [2, num(1, 8)],
        [10, num(0, 21)],
        [50, num(payees.length, 8)],
      ],
      seq + 1,
    ),
  );
  const content = lines.join('\r\n') + '\r\n';
  return {
    format: 'fire',
    fileName: `IRS-1099K-${taxYear}-FIRE.txt`,
    mediaType: 'text/plain',
    content,
    report: validateFire(content, taxYear, payees),
  };
}

/** Checks a FIRE file the way the IRS's first pass would, plus this product's own sums. */
function validateFire(
  content: string,
  taxYear: number,
  payees: readonly FilingPayee[],
): ValidationReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (taxYear > LAST_FIRE_YEAR)
    errors.push(`FIRE is not accepted for tax year ${taxYear}; use IRIS.`);
  const records = content.split('\r\n').filter((line) => line !== '');
  records.forEach((line, i) => {
    if (line.length !== RECORD_LENGTH)
      errors.push(`Record ${i + 1} is ${line.length} positions, not ${RECORD_LENGTH}.`);
    if (line.slice(499, 507) !== num(i + 1, 8))
      errors.push(`Record ${i + 1} has sequence number ${line.slice(499, 507)}.`);
  });
  const kinds = records.map((line) => line[0]).join('');
  if (!/^TAB*CF$/.test(kinds)) errors.push(`Record order is ${kinds}, expected T A B… C F.`);
  const bs = records.filter((line) => line.startsWith('B'));
  const c = records.find((line) => line.startsWith('C'));
  if (c && Number(c.slice(1, 9)) !== bs.length)
    errors.push(`C record counts ${Number(c.slice(1, 9))} payees, the file has ${bs.length}.`);
  const grossInB = bs.reduce((sum, line) => sum + Number(line.slice(54, 66)), 0);
  if (c && Number(c.slice(15, 33)) !== grossInB)
    errors.push('C record control total 1 does not equal the sum of box 1a.');
  payees.forEach((payee, i) => {
    const where = `Payee ${i + 1} (form ${payee.formId})`;
    if (!payee.tin || !/^\d{9}$/.test(payee.tin))
      errors.push(`${where}: no taxpayer identification number (missing or erased).`);
    if (payee.name.trim() === '') errors.push(`${where}: payee name is missing.`);
    if (payee.address.trim() === '' || payee.city.trim() === '')
      warnings.push(`${where}: payee address is incomplete.`);
    const months = payee.figures.monthCents.reduce((a, b) => a + b, 0);
    if (months !== payee.figures.grossCents)
      errors.push(
        `${where}: boxes 5a-5l add up to ${months}, box 1a is ${payee.figures.grossCents}.`,
      );
  });
  return {
    valid: errors.length === 0,
    records: records.length,
    payees: bs.length,
    totalGrossCents: grossInB,
    errors,
    warnings,
  };
}

const IRIS_COLUMNS = [
  'Form Type',
  'Tax Year',
  'Corrected',
  'Payer TIN',
  'Payer Name',
  'Filer Type',
  'Transaction Type',
  'Recipient TIN Type',
  'Recipient TIN',
  'Recipient Name',
  'Recipient Address',
  'Recipient City',
  'Recipient State',
  'Recipient ZIP',
  'Recipient Country',
  'Account Number',
  'Box 1a Gross Amount',
  'Box 1b Card Not Present',
  'Box 3 Number of Payment Transactions',
  'Box 4 Federal Income Tax Withheld',
  ...MONTH_BOXES.map((box) => box.irisColumn),
];

const dollars = (cents: number) => numericText(centsToDecimal(cents));

/** The IRIS bulk-upload template (CSV) for Form 1099-K, tax year 2026 on. */
export function irisCsv(
  taxYear: number,
  filer: FilerInfo,
  payees: readonly FilingPayee[],
): FilingFile {
  const rows = payees.map((p) => [
    '1099-K',
    String(taxYear),
    p.corrected ? 'Y' : 'N',
    digits(filer.tin),
    filer.name,
    'PSE',
    'Third party network',
    p.tinKind === 'ein' ? 'EIN' : p.tinKind === 'ssn' ? 'SSN' : '',
    p.tin ?? '',
    p.name,
    p.address,
    p.city,
    p.state,
    p.zip,
    'US',
    p.formId,
    dollars(p.figures.grossCents),
    numericText('0.00'),
    p.figures.transactions,
    numericText('0.00'),
    ...p.figures.monthCents.map(dollars),
  ]);
  // Payee names and addresses are typed by payees: the shared writer neutralises formulas.
  const content = csvRows([IRIS_COLUMNS, ...rows]);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (taxYear <= LAST_FIRE_YEAR)
    warnings.push(
      `Tax year ${taxYear} is filed through FIRE; IRIS accepts it only for corrections.`,
    );
  payees.forEach((payee, i) => {
    const where = `Row ${i + 2} (form ${payee.formId})`;
    if (!payee.tin || !/^\d{9}$/.test(payee.tin))
      errors.push(`${where}: Recipient TIN is missing (not on file or erased).`);
    if (payee.name.trim() === '') errors.push(`${where}: Recipient Name is required.`);
    if (payee.zip.trim() === '') warnings.push(`${where}: Recipient ZIP is empty.`);
    const months = payee.figures.monthCents.reduce((a, b) => a + b, 0);
    if (months !== payee.figures.grossCents)
      errors.push(`${where}: Boxes 5a-5l do not add up to Box 1a.`);
  });
  if (rows.some((row) => row.length !== IRIS_COLUMNS.length))
    errors.push('A row does not have every column of the template.');
  return {
    format: 'iris',
    fileName: `IRS-1099K-${taxYear}-IRIS.csv`,
    mediaType: 'text/csv',
    content,
    report: {
      valid: errors.length === 0,
      records: rows.length + 1,
      payees: rows.length,
      totalGrossCents: payees.reduce((sum, p) => sum + p.figures.grossCents, 0),
      errors,
      warnings,
    },
  };
}
