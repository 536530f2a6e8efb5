import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  bgNbdLogLikelihood,
  bgNbdObjective,
  conditionalExpectedPurchases,
  expectedPurchases,
  fitBgNbd,
  grouped,
  groupedByRepeats,
  probabilityAlive,
  type RecencyFrequency,
  repeatsLogLikelihood,
} from './bg-nbd.js';
import {
  expectedAverageSpend,
  fitGammaGamma,
  gammaGammaLogLikelihood,
  gammaGammaObjective,
  groupedByPurchases,
  groupLogLikelihood,
} from './gamma-gamma.js';
import type { WithGradient } from './optimiser.js';

// The CDNOW sample as `lifetimes` publishes it (fixtures/README.md names source and licence).
function csv(name: string): string[][] {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}

const cdnow: RecencyFrequency[] = csv('cdnow_customers_summary.csv').map(([, x, tx, T]) => ({
  x: Number(x),
  tx: Number(tx),
  T: Number(T),
}));
const withSpend = csv('cdnow_customers_summary_with_transactions.csv').map(([, x, , , zbar]) => ({
  x: Number(x),
  mean: Number(zbar),
}));

const significant = (value: number) => Number(value.toPrecision(3));

/** The objective's own gradient beside central differences of its value, at `point`. */
function gradients(f: WithGradient, point: number[]): { analytic: number[]; numeric: number[] } {
  const analytic = point.map(() => 0);
  f(point, analytic);
  const numeric = point.map((_, i) => {
    const step = 1e-6;
    const up = point.map((v, j) => (j === i ? v + step : v));
    const down = point.map((v, j) => (j === i ? v - step : v));
    const scratch = point.map(() => 0);
    return (f(up, scratch) - f(down, scratch)) / (2 * step);
  });
  return { analytic, numeric };
}

function expectSameGradient(f: WithGradient, point: number[]): void {
  const { analytic, numeric } = gradients(f, point);
  analytic.forEach((value, i) => {
    expect(Math.abs(value - (numeric[i] ?? 0))).toBeLessThan(1e-6 + 1e-5 * Math.abs(value));
  });
}

describe('BG/NBD on the CDNOW sample (Fader, Hardie & Lee 2005)', () => {
  const { params } = fitBgNbd(cdnow);

  it('reads all 2,357 customers of the sample', () => {
    expect(cdnow).toHaveLength(2357);
  });

  it('fits the published parameters r 0.243, α 4.414, a 0.793, b 2.426 to 3 significant digits', () => {
    expect(significant(params.r)).toBe(0.243);
    expect(significant(params.alpha)).toBe(4.41);
    expect(significant(params.a)).toBe(0.793);
    expect(significant(params.b)).toBe(2.43);
  });

  it('sums the log-likelihood by repeat purchases exactly as customer by customer', () => {
    const byX = groupedByRepeats(grouped(cdnow));
    for (const p of [params, { r: 2, alpha: 30, a: 5, b: 400 }]) {
      const oneByOne = cdnow.reduce((sum, c) => sum + bgNbdLogLikelihood(p, c), 0);
      const byGroup = byX.reduce((sum, g) => sum + repeatsLogLikelihood(p, g), 0);
      expect(Math.abs(byGroup - oneByOne)).toBeLessThan(1e-9 * Math.abs(oneByOne));
    }
  });

  it('gives the gradient of the mean negative log-likelihood that its values give (weeks and whole days)', () => {
    const weeks = bgNbdObjective(groupedByRepeats(grouped(cdnow)), cdnow.length);
    // The same customers in whole days (fewer distinct values of t_x and T to table).
    const days = cdnow.map((c) => ({ x: c.x, tx: Math.round(c.tx * 7), T: Math.round(c.T * 7) }));
    const wholeDays = bgNbdObjective(groupedByRepeats(grouped(days)), days.length);
    for (const point of [
      [-1.4, 1.5, -0.2, 0.9],
      [0.7, 3.4, 1.6, -2.1],
      [-3, 6, -5, 4],
    ]) {
      expectSameGradient(weeks, point);
      expectSameGradient(wholeDays, point);
    }
    // And its value is the likelihood summed customer by customer.
    const oneByOne = days.reduce((sum, c) => sum + bgNbdLogLikelihood(params, c), 0);
    const logs = [params.r, params.alpha, params.a, params.b].map(Math.log);
    const mean = wholeDays(logs, [0, 0, 0, 0]);
    expect(Math.abs(-mean * days.length - oneByOne)).toBeLessThan(1e-9 * Math.abs(oneByOne));
  });

  it('gives the expected purchases of Hardie’s spreadsheet for a new customer', () => {
    const times = [0.1429, 1, 3, 31.8571, 32, 78];
    const expected = [0.0078, 0.0532, 0.1506, 1.0405, 1.0437, 1.8576];
    times.forEach((t, i) => {
      expect(expectedPurchases(params, t)).toBeCloseTo(expected[i] ?? 0, 3);
    });
  });

  it('gives 1.226 purchases in the next 39 weeks for x 2, t_x 30.43, T 38.86 (the paper’s example)', () => {
    const next = conditionalExpectedPurchases(params, { x: 2, tx: 30.43, T: 38.86 }, 39);
    expect(Math.abs(next - 1.226)).toBeLessThan(0.001);
  });

  it('keeps P(alive) in [0, 1], and 1 for a customer who never came back', () => {
    expect(probabilityAlive(params, { x: 0, tx: 0, T: 30 })).toBe(1);
    for (let x = 1; x < 30; x += 7)
      for (let tx = 0; tx < 78; tx += 13)
        for (let T = tx; T < 78; T += 13) {
          const alive = probabilityAlive(params, { x, tx, T });
          expect(alive).toBeGreaterThanOrEqual(0);
          expect(alive).toBeLessThanOrEqual(1);
        }
  });

  it('lowers P(alive) the longer a frequent buyer has been away', () => {
    const recent = probabilityAlive(params, { x: 5, tx: 38, T: 39 });
    const away = probabilityAlive(params, { x: 5, tx: 10, T: 39 });
    expect(recent).toBeGreaterThan(away);
  });
});

describe('Gamma-Gamma on the CDNOW sample (Fader, Hardie & Lee 2005, "RFM and CLV")', () => {
  const repeat = withSpend.filter((c) => c.x > 0);
  const { params } = fitGammaGamma(repeat);

  // lifetimes checks these with numpy's assert_array_almost_equal(decimal=2): |Δ| < 0.015.
  it('fits the published p 6.25, q 3.74, γ 15.44 as lifetimes checks them', () => {
    expect(Math.abs(params.p - 6.25)).toBeLessThan(0.015);
    expect(Math.abs(params.q - 3.74)).toBeLessThan(0.015);
    expect(Math.abs(params.gamma - 15.44)).toBeLessThan(0.015);
    expect(significant(params.p)).toBe(6.25);
    expect(significant(params.q)).toBe(3.74);
  });

  it('gives the gradient of the mean negative log-likelihood that its values give', () => {
    const objective = gammaGammaObjective(groupedByPurchases(repeat), repeat.length);
    for (const point of [
      [1.8, 1.3, 2.7],
      [-0.7, 2.5, 5.7],
      [0, 0, 0],
    ]) {
      expectSameGradient(objective, point);
    }
  });

  it('sums the log-likelihood by number of purchases exactly as customer by customer', () => {
    const groups = groupedByPurchases(repeat);
    expect(groups.length).toBeLessThan(repeat.length / 10);
    for (const params of [
      { p: 6.25, q: 3.74, gamma: 15.44 },
      { p: 0.5, q: 12, gamma: 300 },
    ]) {
      const oneByOne = repeat.reduce((sum, c) => sum + gammaGammaLogLikelihood(params, c), 0);
      const byGroup = groups.reduce((sum, g) => sum + groupLogLikelihood(params, g), 0);
      expect(Math.abs(byGroup - oneByOne)).toBeLessThan(1e-9 * Math.abs(oneByOne));
    }
  });

  it('gives the expected spend per purchase of Hardie’s spreadsheet for the first 10 customers', () => {
    const published = { p: 6.25, q: 3.74, gamma: 15.44 };
    const expected = [24.65, 18.91, 35.17, 35.17, 35.17, 71.46, 18.91, 35.17, 27.28, 35.17];
    withSpend.slice(0, 10).forEach((customer, i) => {
      expect(Math.abs(expectedAverageSpend(published, customer) - (expected[i] ?? 0))).toBeLessThan(
        0.1,
      );
    });
  });
});

describe('BG/NBD at the edge of its bounds', () => {
  // A population buying like clockwork fits a large r and α (its maximum lies at infinity):
  // the expected purchases must stay a number there.
  it('gives finite expected purchases for r 2,836, α 8,103', () => {
    const params = { r: 2_836, alpha: 8_103, a: 0.623677, b: 11.1967 };
    const next = conditionalExpectedPurchases(params, { x: 5, tx: 10, T: 29 }, 90);
    expect(Number.isFinite(next)).toBe(true);
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThan(90);
  });
});
