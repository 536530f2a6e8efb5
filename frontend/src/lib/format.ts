import { formatCents } from '@flirtwire/contracts';

export { formatCents };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, format);
  }
  return format;
}

/** Spec 000 §9: M/d/yy, in the person's time zone. */
export function formatShortDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(timeZone, { month: 'numeric', day: 'numeric', year: '2-digit' }).format(date);
}

/** Spec 000 §9: a calendar day (`YYYY-MM-DD`, already the person's) as M/d/yy. */
export function formatDay(day: string): string {
  const match = /^\d{2}(\d{2})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '—';
  const [, year, month, date] = match;
  return `${Number(month)}/${Number(date)}/${year}`;
}

/** Spec 000 §9: MM/dd/yyyy, in the person's time zone. */
export function formatLongDate(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return formatter(timeZone, { month: '2-digit', day: '2-digit', year: 'numeric' }).format(date);
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** Spec 002 (Manage Tags): counts above 999 show as '999+'; badges cap at 99 as '99+'. */
export function cappedCount(value: number, cap: number): string {
  return value > cap ? `${cap}+` : String(value);
}
