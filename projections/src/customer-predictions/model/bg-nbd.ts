import gammaln from '@stdlib/math-base-special-gammaln';
import hyp2f1 from '@stdlib/math-base-special-hyp2f1';
import { byPurchases } from './by-purchases.js';
import { bounded, minimise } from './optimiser.js';

/**
 * The BG/NBD model of Fader, Hardie and Lee (2005), "Counting Your Customers the Easy Way: An
 * Alternative to the Pareto/NBD Model", Marketing Science 24(2). While alive a customer buys
 * at a Poisson rate λ ~ Gamma(r, α); after each purchase they drop out with probability
 * p ~ Beta(a, b). A customer is summarised by x (repeat purchases), t_x (time of the last
 * purchase since the first) and T (time since the first purchase), all in one time unit.
 */
export interface BgNbdParams {
  readonly r: number;
  readonly alpha: number;
  readonly a: number;
  readonly b: number;
}

/** One customer's (or, with `count`, that many identical customers') summary. */
export interface RecencyFrequency {
  readonly x: number;
  readonly tx: number;
  readonly T: number;
  readonly count?: number;
}

function logAddExp(p: number, q: number): number {
  if (p === -Infinity) return q;
  if (q === -Infinity) return p;
  const high = Math.max(p, q);
  return high + Math.log(Math.exp(p - high) + Math.exp(q - high));
}

/** ln L(r, α, a, b | x, t_x, T): equation (6) of the paper, on the log scale. */
export function bgNbdLogLikelihood(
  { r, alpha, a, b }: BgNbdParams,
  { x, tx, T }: RecencyFrequency,
): number {
  const a1 = gammaln(r + x) - gammaln(r) + r * Math.log(alpha);
  const a2 = gammaln(a + b) + gammaln(b + x) - gammaln(b) - gammaln(a + b + x);
  const a3 = -(r + x) * Math.log(alpha + T);
  const a4 = x > 0 ? Math.log(a) - Math.log(b + x - 1) - (r + x) * Math.log(alpha + tx) : -Infinity;
  return a1 + a2 + logAddExp(a3, a4);
}

/** Identical summaries counted once: a Flirt's customers share few (x, t_x, T) in days. */
export function grouped(customers: readonly RecencyFrequency[]): RecencyFrequency[] {
  const groups = new Map<string, { x: number; tx: number; T: number; count: number }>();
  for (const c of customers) {
    const key = `${c.x}:${c.tx}:${c.T}`;
    const group = groups.get(key);
    if (group) group.count += c.count ?? 1;
    else groups.set(key, { x: c.x, tx: c.tx, T: c.T, count: c.count ?? 1 });
  }
  return [...groups.values()];
}

/** The customers with one number of repeat purchases x: their t_x, T and counts side by side. */
export interface RepeatsGroup {
  readonly x: number;
  /** Σ count over the group. */
  readonly weight: number;
  readonly tx: Float64Array;
  readonly T: Float64Array;
  readonly counts: Float64Array;
}

export function groupedByRepeats(customers: readonly RecencyFrequency[]): RepeatsGroup[] {
  return byPurchases(customers).map(([x, list]) => ({
    x,
    weight: list.reduce((sum, c) => sum + (c.count ?? 1), 0),
    tx: Float64Array.from(list, (c) => c.tx),
    T: Float64Array.from(list, (c) => c.T),
    counts: Float64Array.from(list, (c) => c.count ?? 1),
  }));
}

/**
 * Σ count · bgNbdLogLikelihood over one group: the terms that depend on x alone (six gammaln
 * calls) once for the group, and per customer only the logs of α + T and α + t_x.
 */
export function repeatsLogLikelihood({ r, alpha, a, b }: BgNbdParams, group: RepeatsGroup): number {
  const { x } = group;
  const shared =
    gammaln(r + x) -
    gammaln(r) +
    r * Math.log(alpha) +
    gammaln(a + b) +
    gammaln(b + x) -
    gammaln(b) -
    gammaln(a + b + x);
  const dropped = x > 0 ? Math.log(a) - Math.log(b + x - 1) : -Infinity;
  let tail = 0;
  for (let i = 0; i < group.T.length; i++) {
    const a3 = -(r + x) * Math.log(alpha + (group.T[i] as number));
    const a4 = x > 0 ? dropped - (r + x) * Math.log(alpha + (group.tx[i] as number)) : -Infinity;
    tail += (group.counts[i] as number) * logAddExp(a3, a4);
  }
  return group.weight * shared + tail;
}

const fromLog = ([lr = 0, lalpha = 0, la = 0, lb = 0]: readonly number[]): BgNbdParams => ({
  r: Math.exp(lr),
  alpha: Math.exp(lalpha),
  a: Math.exp(la),
  b: Math.exp(lb),
});

/**
 * Maximum likelihood estimates of (r, α, a, b): Nelder-Mead on the logs of the parameters (so
 * they stay positive) minimising the mean negative log-likelihood.
 */
export function fitBgNbd(customers: readonly RecencyFrequency[]): {
  params: BgNbdParams;
  logLikelihood: number;
} {
  const groups = grouped(customers);
  const total = groups.reduce((sum, g) => sum + (g.count ?? 1), 0);
  const byX = groupedByRepeats(groups);
  const objective = (logs: number[]) => {
    const params = fromLog(logs);
    let sum = 0;
    for (const group of byX) sum += repeatsLogLikelihood(params, group);
    const mean = -sum / total;
    return Number.isFinite(mean) ? mean : Number.MAX_VALUE;
  };
  // α is on the scale of the time unit: start it at the mean age so days and weeks both converge.
  const meanAge = groups.reduce((sum, g) => sum + (g.count ?? 1) * g.T, 0) / total;
  const best = minimise(bounded(objective), [0, Math.log(Math.max(1, meanAge)), 0, 0]);
  return { params: fromLog(best.x), logLikelihood: -best.fx * total };
}

/** P(alive | x, t_x, T): equation (11) of the paper. */
export function probabilityAlive({ r, alpha, a, b }: BgNbdParams, { x, tx, T }: RecencyFrequency) {
  if (x === 0) return 1;
  return 1 / (1 + (a / (b + x - 1)) * ((alpha + T) / (alpha + tx)) ** (r + x));
}

/** E[X(t)]: expected purchases of a new customer in their first t (equation 9). */
export function expectedPurchases({ r, alpha, a, b }: BgNbdParams, t: number): number {
  if (t <= 0) return 0;
  const z = t / (alpha + t);
  return ((a + b - 1) / (a - 1)) * (1 - (alpha / (alpha + t)) ** r * hyp2f1(r, b, a + b - 1, z));
}

/** E[Y(t) | x, t_x, T]: expected purchases in the next t (equation 10). */
export function conditionalExpectedPurchases(
  params: BgNbdParams,
  customer: RecencyFrequency,
  t: number,
): number {
  if (t <= 0) return 0;
  const { r, alpha, a, b } = params;
  const { x, T } = customer;
  const z = t / (alpha + T + t);
  const head = (a + b + x - 1) / (a - 1);
  const direct =
    1 - ((alpha + T) / (alpha + T + t)) ** (r + x) * hyp2f1(r + x, b + x, a + b + x - 1, z);
  // With a large r + x (a population close to clockwork) the series above fails; Pfaff's
  // transformation 2F1(a,b;c;z) = (1−z)^(−a) 2F1(a, c−b; c; z/(z−1)) cancels the power exactly,
  // since 1 − z = (α + T)/(α + T + t), leaving a series that converges there.
  const tail =
    Number.isFinite(direct) && r + x < 1_000
      ? direct
      : 1 - hyp2f1(r + x, a - 1, a + b + x - 1, -t / (alpha + T));
  return head * tail * probabilityAlive(params, customer);
}
