import { describe, expect, it } from '@jest/globals';
import { packagePerks, perksUsed } from './perks';

describe('package perks and Perks Used (spec 000 §3, §4)', () => {
  it('names each perk of a package', () => {
    expect(
      packagePerks({
        feedPerk: true,
        callPerk: { minutesPerCall: 3, callsPerPeriod: 10, limitByPeriod: true },
        volleyPerk: { volleysPerPeriod: 20 },
      }),
    ).toEqual([
      'Access to all subscriber posts',
      '10 free 3-minute calls per month',
      '20 free chat volleys per month',
    ]);
    expect(
      packagePerks({
        feedPerk: false,
        callPerk: { minutesPerCall: 5, callsPerPeriod: 4, limitByPeriod: false },
        volleyPerk: null,
      }),
    ).toEqual(['4 free 5-minute calls in total']);
  });

  it('counts calls per period, or over the whole subscription when not limited by period', () => {
    const callBenefit = {
      periodCallsUsed: 2,
      limitByPeriod: true,
      totalCallLimit: 10,
      totalCallsUsed: 7,
      minutesPerCall: 3,
    };
    expect(perksUsed({ feed_benefit: true, callBenefit, volleyBenefit: null })).toEqual([
      '2 of 10 free calls',
    ]);
    expect(
      perksUsed({
        feed_benefit: false,
        callBenefit: { ...callBenefit, limitByPeriod: false },
        volleyBenefit: { periodVolleysUsed: 5, totalVolleyLimit: 20 },
      }),
    ).toEqual(['7 of 10 free calls', '5 of 20 free chat volleys']);
    expect(perksUsed(null)).toEqual([]);
  });
});
