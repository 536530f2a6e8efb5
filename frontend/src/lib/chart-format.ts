import { formatCentsShort } from '@flirtwire/contracts';
import { formatCents } from './format';

/** The tick labels of every chart's axes. */
export const AXIS_TICK = { fontSize: 12, fill: '#4a4f5a' } as const;

/** A money axis's tick: the values are cents, and a tick can fall between two cents. */
export function centsTick(value: number): string {
  return formatCentsShort(Math.round(value));
}

/** A money chart's tooltip value: whole cents as money, anything else as it is. */
export function centsTooltip(value: unknown): string {
  return typeof value === 'number' && Number.isSafeInteger(value)
    ? formatCents(value)
    : String(value);
}
