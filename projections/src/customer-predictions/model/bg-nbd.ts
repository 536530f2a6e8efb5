import digamma from '@stdlib/math-base-special-digamma';
import gammaln from '@stdlib/math-base-special-gammaln';
import hyp2f1 from '@stdlib/math-base-special-hyp2f1';
import { byPurchases } from './by-purchases.js';
import { minimiseSmooth, type WithGradient } from './optimiser.js';

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
 * The mean negative log-likelihood over the groups and its gradient in the logs of (r, α, a, b).
 * Per customer, with A₃ = −(r + x) ln(α + T), A₄ = ln a − ln(b + x − 1) − (r + x) ln(α + t_x)
 * and w₄ = e^(A₄ − ln(e^A₃ + e^A₄)) the share of the second term (w₃ = 1 − w₄):
 * ∂/∂r = ψ(r + x) − ψ(r) + ln α − w₃ ln(α + T) − w₄ ln(α + t_x),
 * ∂/∂α = r/α − (r + x)(w₃/(α + T) + w₄/(α + t_x)),
 * ∂/∂a = ψ(a + b) − ψ(a + b + x) + w₄/a,
 * ∂/∂b = ψ(a + b) + ψ(b + x) − ψ(b) − ψ(a + b + x) − w₄/(b + x − 1).
 * ln(α + v) and 1/(α + v) are computed once per evaluation for each distinct t_x or T value v
 * (a few hundred days, or weeks to two decimals), not per customer.
 */
export function bgNbdObjective(byX: readonly RepeatsGroup[], total: number): WithGradient {
  const levelOf = new Map<number, number>();
  const level = (value: number) => {
    let found = levelOf.get(value);
    if (found === undefined) {
      found = levelOf.size;
      levelOf.set(value, found);
    }
    return found;
  };
  const indexed = byX.map((group) => ({
    ...group,
    atT: Int32Array.from(group.T, level),
    atTx: Int32Array.from(group.tx, level),
  }));
  const levels = Float64Array.from(levelOf.keys());
  const logs = new Float64Array(levels.length);
  const inverses = new Float64Array(levels.length);
  return (point, gradient) => {
    const { r, alpha, a, b } = fromLog(point);
    for (let k = 0; k < levels.length; k++) {
      const shifted = alpha + (levels[k] as number);
      logs[k] = Math.log(shifted);
      inverses[k] = 1 / shifted;
    }
    const lnAlpha = Math.log(alpha);
    const psiR = digamma(r);
    const psiAB = digamma(a + b);
    const psiB = digamma(b);
    const lnGammaR = gammaln(r);
    const lnGammaAB = gammaln(a + b);
    const lnGammaB = gammaln(b);
    let sum = 0;
    let dr = 0;
    let dAlpha = 0;
    let da = 0;
    let db = 0;
    for (const { x, weight, counts, atT, atTx } of indexed) {
      const rx = r + x;
      const psiABX = digamma(a + b + x);
      sum +=
        weight *
        (gammaln(rx) -
          lnGammaR +
          r * lnAlpha +
          lnGammaAB +
          gammaln(b + x) -
          lnGammaB -
          gammaln(a + b + x));
      dr += weight * (digamma(rx) - psiR + lnAlpha);
      dAlpha += (weight * r) / alpha;
      da += weight * (psiAB - psiABX);
      db += weight * (psiAB + digamma(b + x) - psiB - psiABX);
      if (x === 0) {
        for (let i = 0; i < atT.length; i++) {
          const count = counts[i] as number;
          const T = atT[i] as number;
          sum -= count * rx * (logs[T] as number);
          dr -= count * (logs[T] as number);
          dAlpha -= count * rx * (inverses[T] as number);
        }
        continue;
      }
      const dropped = Math.log(a) - Math.log(b + x - 1);
      let second = 0;
      for (let i = 0; i < atT.length; i++) {
        const count = counts[i] as number;
        const T = atT[i] as number;
        const tx = atTx[i] as number;
        const lnT = logs[T] as number;
        const lnTx = logs[tx] as number;
        const a3 = -rx * lnT;
        const a4 = dropped - rx * lnTx;
        // ln(e^a3 + e^a4) and w₄ from the larger term, so neither exponential overflows.
        const e = Math.exp(-Math.abs(a4 - a3));
        const w4 = a4 > a3 ? 1 / (1 + e) : e / (1 + e);
        const w3 = 1 - w4;
        sum += count * (Math.max(a3, a4) + Math.log1p(e));
        dr -= count * (w3 * lnT + w4 * lnTx);
        dAlpha -= count * rx * (w3 * (inverses[T] as number) + w4 * (inverses[tx] as number));
        second += count * w4;
      }
      da += second / a;
      db -= second / (b + x - 1);
    }
    gradient[0] = (-dr * r) / total;
    gradient[1] = (-dAlpha * alpha) / total;
    gradient[2] = (-da * a) / total;
    gradient[3] = (-db * b) / total;
    return -sum / total;
  };
}

/**
 * Maximum likelihood estimates of (r, α, a, b): BFGS on the logs of the parameters (so they
 * stay positive) minimising the mean negative log-likelihood (docs/adr/0125).
 */
export function fitBgNbd(customers: readonly RecencyFrequency[]): {
  params: BgNbdParams;
  logLikelihood: number;
} {
  const groups = grouped(customers);
  const total = groups.reduce((sum, g) => sum + (g.count ?? 1), 0);
  // α is on the scale of the time unit: start it at the mean age so days and weeks both converge.
  const meanAge = groups.reduce((sum, g) => sum + (g.count ?? 1) * g.T, 0) / total;
  const objective = bgNbdObjective(groupedByRepeats(groups), total);
  const best = minimiseSmooth(objective, [0, Math.log(Math.max(1, meanAge)), 0, 0]);
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
