import { describe, expect, it } from '@jest/globals';
import { type AchOrigin, achFile, csvFile, decimal } from './nacha-file.js';

const origin: AchOrigin = {
  destinationRouting: '011000015',
  destinationName: 'Federal Reserve Bank',
  originRouting: '021000021',
  originName: 'Flirtwire Inc',
  companyId: '1123456789',
  companyName: 'Flirtwire',
};
const at = new Date('2026-11-25T17:05:00Z');

describe('NACHA ACH file', () => {
  const file = achFile(
    origin,
    [
      {
        routingNumber: '011000015',
        accountNumber: '12345678',
        accountType: 0,
        amountCents: 11_500,
        individualId: '0190a000-0000-7000-8000-0000000000a1',
        name: 'Zoë O’Brien',
      },
      {
        routingNumber: '021000021',
        accountNumber: '987654321',
        accountType: 1,
        amountCents: 2_000,
        individualId: 'p2',
        name: 'Bo',
      },
    ],
    at,
    new Date('2026-11-26T00:00:00Z'),
  );
  const lines = file.trimEnd().split('\n');

  it('writes 94-character records in blocks of ten', () => {
    expect(lines.every((line) => line.length === 94)).toBe(true);
    expect(lines).toHaveLength(10);
    expect(lines.map((line) => line[0]).join('')).toBe('1566899999');
  });

  it('puts each field in its columns', () => {
    const [header, batch, first, second, control, fileControl] = lines;
    expect(header?.slice(3, 13)).toBe(' 011000015');
    expect(header?.slice(23, 33)).toBe('2611251705');
    expect(batch?.slice(1, 4)).toBe('220');
    expect(batch?.slice(50, 53)).toBe('PPD');
    expect(batch?.slice(69, 75)).toBe('261126');
    expect(first?.slice(1, 3)).toBe('22');
    expect(first?.slice(3, 12)).toBe('011000015');
    expect(first?.slice(12, 29)).toBe('12345678         ');
    expect(first?.slice(29, 39)).toBe('0000011500');
    expect(first?.slice(54, 76)).toBe('ZOE O BRIEN           ');
    expect(first?.slice(79, 94)).toBe('021000020000001');
    expect(second?.slice(1, 3)).toBe('32');
    // Entry hash: 01100001 + 02100002 = 03200003.
    expect(control?.slice(4, 10)).toBe('000002');
    expect(control?.slice(10, 20)).toBe('0003200003');
    expect(control?.slice(32, 44)).toBe('000000013500');
    expect(fileControl?.slice(1, 7)).toBe('000001');
    expect(fileControl?.slice(7, 13)).toBe('000001');
    expect(fileControl?.slice(13, 21)).toBe('00000002');
    expect(fileControl?.slice(43, 55)).toBe('000000013500');
  });

  it('refuses a routing number that is not 9 digits', () => {
    expect(() =>
      achFile(
        origin,
        [
          {
            routingNumber: '12',
            accountNumber: '1',
            accountType: 0,
            amountCents: 1,
            individualId: 'x',
            name: 'x',
          },
        ],
        at,
        at,
      ),
    ).toThrow('9 digits');
  });
});

describe('batch CSV', () => {
  it('quotes cells with commas and neutralises formulas; money as plain decimals', () => {
    expect(csvFile(['a', 'b'], [['x, y', '=SUM(A1)']])).toBe('a,b\n"x, y",\'=SUM(A1)\n');
    expect(decimal(11_500)).toBe('115.00');
    expect(decimal(5)).toBe('0.05');
  });
});
