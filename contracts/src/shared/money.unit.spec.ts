import { describe, expect, it } from '@jest/globals';
import {
  centsToDecimal,
  decimalToCents,
  dollarsToCents,
  formatCents,
  formatCentsShort,
  parseMoneyInput,
  parseMoneyText,
  sumCents,
} from './money.js';

describe('parseMoneyText', () => {
  it.each([
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['0.00', 0],
    ['0', 0],
    ['0.29', 29],
    ['0.57', 57],
    ['1.00', 100],
    [' 12.5 ', 1250],
    ['007.05', 705],
    ['999999999999.99', 99_999_999_999_999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyText(text)).toBe(cents);
  });

  it.each([
    '$1,234.56',
    '1,234.56',
    '$5',
    '-1',
    '+1',
    '1.234',
    '1.',
    '.5',
    '',
    '   ',
    'abc',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '1 000',
    '١٢',
  ])('refuses %j', (text) => {
    expect(parseMoneyText(text)).toBeNull();
  });

  it('refuses amounts beyond the safe integers instead of rounding them', () => {
    expect(parseMoneyText('90071992547409.93')).toBeNull();
    expect(parseMoneyText('9007199254740993')).toBeNull();
    expect(parseMoneyText('1'.repeat(400))).toBeNull();
  });

  it('keeps to the whole digits a field allows', () => {
    expect(parseMoneyText('1000', { maxWholeDigits: 3 })).toBeNull();
    expect(parseMoneyText('999.99', { maxWholeDigits: 3 })).toBe(99_999);
    expect(parseMoneyText('000999', { maxWholeDigits: 3 })).toBe(99_900);
  });
});

describe('parseMoneyInput', () => {
  it('reads typed text and numbers of dollars alike, without floating point', () => {
    expect(parseMoneyInput('14.99')).toBe(1499);
    expect(parseMoneyInput(14.99)).toBe(1499);
    expect(parseMoneyInput(0.29)).toBe(29);
    expect(parseMoneyInput(3)).toBe(300);
  });

  it('refuses numbers with a third decimal, negative or not finite', () => {
    expect(parseMoneyInput(0.1 + 0.2)).toBeNull();
    expect(parseMoneyInput(1.005)).toBeNull();
    expect(parseMoneyInput(-1)).toBeNull();
    expect(parseMoneyInput(Number.NaN)).toBeNull();
    expect(parseMoneyInput(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseMoneyInput(1e21)).toBeNull();
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [150, '$1.50'],
    [123_456, '$1,234.56'],
    [-5, '-$0.05'],
    [-123_456, '-$1,234.56'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('groups the dollars every three digits exactly as en-US does', () => {
    for (const whole of [
      '9',
      '99',
      '999',
      '1000',
      '9999',
      '10000',
      '999999',
      '1000000',
      '12345678',
    ]) {
      const expected = Number(whole).toLocaleString('en-US');
      expect(formatCents(Number(`${whole}07`))).toBe(`$${expected}.07`);
      expect(formatCents(-Number(`${whole}99`))).toBe(`-$${expected}.99`);
      expect(formatCentsShort(Number(`${whole}00`))).toBe(`$${expected}`);
    }
  });

  it('refuses what is not integer cents rather than print a wrong amount', () => {
    expect(() => formatCents(12.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

describe('formatCentsShort', () => {
  it('drops the cents of whole dollars only', () => {
    expect(formatCentsShort(99_900)).toBe('$999');
    expect(formatCentsShort(399)).toBe('$3.99');
    expect(formatCentsShort(150)).toBe('$1.50');
    expect(formatCentsShort(100_000)).toBe('$1,000');
    expect(formatCentsShort(0)).toBe('$0');
    expect(formatCentsShort(-250)).toBe('-$2.50');
  });
});

describe('centsToDecimal', () => {
  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [7, '0.07'],
    [123_456, '1234.56'],
    [-150, '-1.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it('reads back to the same cents', () => {
    for (const cents of [0, 1, 29, 57, 99, 100, 101, 1999, 123_456, 99_999_999_999_999]) {
      expect(parseMoneyText(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('refuses fractions of a cent', () => {
    expect(() => centsToDecimal(0.5)).toThrow(RangeError);
  });
});

describe('decimalToCents', () => {
  it('reads back the decimals of API fields, signed ones included', () => {
    expect(decimalToCents('1234.50')).toBe(123_450);
    expect(decimalToCents('-12.5')).toBe(-1250);
    expect(decimalToCents('-0.00')).toBe(0);
    expect(decimalToCents('0')).toBe(0);
    for (const cents of [-123_456, -1, 0, 7, 123_456]) {
      expect(decimalToCents(centsToDecimal(cents))).toBe(cents);
    }
  });

  it('refuses what is not a decimal', () => {
    for (const text of ['', '-', '--1', '$1.00', '1,234.50', '1.234', ' 1.00', 'abc', '+1']) {
      expect(decimalToCents(text)).toBeNull();
    }
  });
});

describe('dollarsToCents', () => {
  it('multiplies whole dollars only', () => {
    expect(dollarsToCents(25)).toBe(2500);
    expect(dollarsToCents(0)).toBe(0);
    expect(() => dollarsToCents(1.5)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('sumCents', () => {
  it('adds exactly, and refuses to round past the safe integers', () => {
    expect(sumCents([10, 20, 70])).toBe(100);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
  });
});
