import { describe, expect, it } from '@jest/globals';
import {
  type CustomerDoc,
  type CustomerSubscriptionDoc,
  DERIVED_FROM,
  derive,
  newRow,
  rolled,
  settled,
  withPayment,
} from './customer-row.js';
import { ann, flirt, perks } from './customer-rows.fixtures.js';

const subscription: CustomerSubscriptionDoc = {
  id: 'sub-1',
  kind: 'package',
  packageId: 'pkg-1',
  rateCents: 999,
  status: 'Active',
  firstSubscribed: '2026-01-01T00:00:00.000Z',
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2026-02-01T00:00:00.000Z',
  expiration: null,
  renewalDate: '2026-02-01T00:00:00.000Z',
  perks,
  usagePeriodStart: '2026-01-01T00:00:00.000Z',
  usedCalls: 0,
  usedVolleys: 0,
};

/** A stored row: paid, following, subscribed, derived. */
function stored(): CustomerDoc {
  const row = withPayment(
    { ...newRow(flirt, ann, null, '2026-01-01T00:00:00.000Z'), following: true },
    'Tributes',
    500,
    '2026-01-02T00:00:00.000Z',
  );
  return derive({ ...row, subscriptions: [subscription] });
}

const derivedPart = (row: CustomerDoc) => ({
  systemTags: row.systemTags,
  mainSpend: row.mainSpend,
  livePackageIds: row.livePackageIds,
});

describe('a customer row settled after a change', () => {
  it('derive reads only the fields DERIVED_FROM names', () => {
    // Paid, and a follower who never paid (Free Followers reads both).
    for (const row of [stored(), derive({ ...stored(), paid: false })])
      for (const key of Object.keys(row) as (keyof CustomerDoc)[]) {
        if ((DERIVED_FROM as readonly string[]).includes(key)) continue;
        if (key === 'systemTags' || key === 'mainSpend' || key === 'livePackageIds') continue;
        const value = row[key];
        const other =
          typeof value === 'number'
            ? value + 7
            : typeof value === 'boolean'
              ? !value
              : typeof value === 'string'
                ? `${value}x`
                : value === null
                  ? 'x'
                  : Array.isArray(value)
                    ? [...(value as unknown[]), 'x']
                    : // A channel map with the most money on a channel the row never used.
                      { calls: 99_999 };
        expect([key, derivedPart(derive({ ...row, [key]: other }))]).toEqual([
          key,
          derivedPart(row),
        ]);
      }
  });

  it('each field DERIVED_FROM names can change what derive gives', () => {
    const row = stored();
    // Per field: the row it starts from, and the change to that field alone.
    const cases: Record<
      (typeof DERIVED_FROM)[number],
      [Partial<CustomerDoc>, Partial<CustomerDoc>]
    > = {
      subscriptions: [{}, { subscriptions: [] }],
      blockedByCreator: [{}, { blockedByCreator: true }],
      following: [{ paid: false, following: true }, { following: false }],
      paid: [{ paid: false, following: true }, { paid: true }],
      affiliate: [{}, { affiliate: true }],
      ltBy: [{}, { ltBy: { calls: 10_000 } }],
    };
    for (const key of DERIVED_FROM) {
      const [start, change] = cases[key];
      expect(Object.keys(change)).toEqual([key]);
      const before = derive({ ...row, ...start });
      const after = derive({ ...row, ...start, ...change });
      expect([key, derivedPart(after)]).not.toEqual([key, derivedPart(before)]);
    }
  });

  it('gives what derive, the roll and the position give, whether or not derive runs', () => {
    const row = stored();
    const changes: Partial<CustomerDoc>[] = [
      { msgsToAdvisor: 3 },
      { following: false },
      { subscriptions: [{ ...subscription, status: 'Expired' }] },
      { blockedByCreator: true, lastContactAt: '2026-01-05T00:00:00.000Z' },
    ];
    for (const change of changes) {
      for (const [today, moneyMoved] of [
        ['2026-01-03', false],
        ['2026-01-20', false],
        ['2026-01-03', true],
      ] as const) {
        const changed = { ...row, ...change };
        const expected = derive({ ...changed });
        const want = {
          ...expected,
          ...(moneyMoved || today >= expected.rollDay ? rolled(expected, today) : {}),
          position: 42,
        };
        expect(settled(row, { ...changed }, today, 42, moneyMoved)).toEqual(want);
      }
    }
    // A new row (nothing stored) is always derived.
    const fresh = { ...newRow(flirt, ann, null, '2026-01-01T00:00:00.000Z'), following: true };
    expect(settled(null, fresh, '2026-01-01', 1, true).systemTags).toEqual(['Free Followers']);
  });
});
