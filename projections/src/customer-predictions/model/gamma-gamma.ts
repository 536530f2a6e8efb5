import digamma from '@stdlib/math-base-special-digamma';
import gammaln from '@stdlib/math-base-special-gammaln';
import { byPurchases } from './by-purchases.js';
import { minimiseSmooth, type WithGradient } from './optimiser.js';

/**
 * The Gamma-Gamma spend model of Fader, Hardie and Lee (2005), "RFM and CLV: Using Iso-Value
 * Curves for Customer Base Analysis", Journal of Marketing Research 42(4), as set out in
 * Fader and Hardie, "The Gamma-Gamma Model of Monetary Value" (2013). A customer's spend per
 * purchase averages ζ ~ Gamma(q, γ) with purchases ~ Gamma(p, ν); it is fitted on customers
 * with repeat purchases, by their number x and average spend z̄ per purchase.
 */
export interface GammaGammaParams {
  readonly p: number;
  readonly q: number;
  readonly gamma: number;
}

export interface SpendSummary {
  readonly x: number;
  readonly mean: number;
  readonly count?: number;
}

/** ln f(z̄ | p, q, γ; x) for one customer. */
export function gammaGammaLogLikelihood(
  { p, q, gamma }: GammaGammaParams,
  { x, mean }: SpendSummary,
) {
  return (
    gammaln(p * x + q) -
    gammaln(p * x) -
    gammaln(q) +
    q * Math.log(gamma) +
    (p * x - 1) * Math.log(mean) +
    p * x * Math.log(x) -
    (p * x + q) * Math.log(x * mean + gamma)
  );
}

/** The customers with one number of purchases x: what their log-likelihoods share, summed. */
export interface PurchasesGroup {
  readonly x: number;
  /** Σ count over the group. */
  readonly weight: number;
  /** Σ count · ln z̄. */
  readonly logMeans: number;
  /** Per customer: x · z̄ and its count (the one term that mixes a customer's z̄ with γ). */
  readonly totals: Float64Array;
  readonly counts: Float64Array;
}

export function groupedByPurchases(customers: readonly SpendSummary[]): PurchasesGroup[] {
  return byPurchases(customers).map(([x, list]) => ({
    x,
    weight: list.reduce((sum, c) => sum + (c.count ?? 1), 0),
    logMeans: list.reduce((sum, c) => sum + (c.count ?? 1) * Math.log(c.mean), 0),
    totals: Float64Array.from(list, (c) => x * c.mean),
    counts: Float64Array.from(list, (c) => c.count ?? 1),
  }));
}

/**
 * Σ count · gammaGammaLogLikelihood over one group, with the terms that depend on x alone
 * (three gammaln calls) computed once for the group instead of once per customer.
 */
export function groupLogLikelihood(
  { p, q, gamma }: GammaGammaParams,
  group: PurchasesGroup,
): number {
  let tail = 0;
  for (let i = 0; i < group.totals.length; i++) {
    tail += (group.counts[i] as number) * Math.log((group.totals[i] as number) + gamma);
  }
  return groupLogLikelihoodFrom(p, q, gamma, group, tail);
}

/** The group's log-likelihood given its tail Σ count · ln(x z̄ + γ). */
function groupLogLikelihoodFrom(
  p: number,
  q: number,
  gamma: number,
  group: PurchasesGroup,
  tail: number,
): number {
  const px = p * group.x;
  const shared =
    gammaln(px + q) - gammaln(px) - gammaln(q) + q * Math.log(gamma) + px * Math.log(group.x);
  return group.weight * shared + (px - 1) * group.logMeans - (px + q) * tail;
}

/**
 * The mean negative log-likelihood over the groups and its gradient in the logs of (p, q, γ).
 * Per group, with S = Σ count · ln(x z̄ + γ) and S′ = Σ count / (x z̄ + γ) over its customers:
 * ∂/∂p = x (W (ψ(px + q) − ψ(px) + ln x) + Σ count ln z̄ − S),
 * ∂/∂q = W (ψ(px + q) − ψ(q) + ln γ) − S,
 * ∂/∂γ = W q / γ − (px + q) S′.
 */
export function gammaGammaObjective(
  groups: readonly PurchasesGroup[],
  total: number,
): WithGradient {
  return ([lp = 0, lq = 0, lg = 0], gradient) => {
    const p = Math.exp(lp);
    const q = Math.exp(lq);
    const gamma = Math.exp(lg);
    const lnGamma = Math.log(gamma);
    const psiQ = digamma(q);
    let sum = 0;
    let dp = 0;
    let dq = 0;
    let dGamma = 0;
    for (const group of groups) {
      const { x, weight, logMeans, totals, counts } = group;
      const px = p * x;
      let tail = 0;
      let inverse = 0;
      for (let i = 0; i < totals.length; i++) {
        const count = counts[i] as number;
        const shifted = (totals[i] as number) + gamma;
        tail += count * Math.log(shifted);
        inverse += count / shifted;
      }
      sum += groupLogLikelihoodFrom(p, q, gamma, group, tail);
      const psiPXQ = digamma(px + q);
      dp += x * (weight * (psiPXQ - digamma(px) + Math.log(x)) + logMeans - tail);
      dq += weight * (psiPXQ - psiQ + lnGamma) - tail;
      dGamma += (weight * q) / gamma - (px + q) * inverse;
    }
    gradient[0] = (-dp * p) / total;
    gradient[1] = (-dq * q) / total;
    gradient[2] = (-dGamma * gamma) / total;
    return -sum / total;
  };
}

/**
 * Maximum likelihood (p, q, γ) over customers with x > 0 and a positive mean. Spend is fitted
 * in units of its overall average (γ is a scale: γ in those units times the average is γ in the
 * data's units, with the same maximum), so cents and dollars converge alike.
 */
export function fitGammaGamma(customers: readonly SpendSummary[]): { params: GammaGammaParams } {
  const usable = customers.filter((c) => c.x > 0 && c.mean > 0);
  const total = usable.reduce((sum, c) => sum + (c.count ?? 1), 0);
  const average = usable.reduce((sum, c) => sum + (c.count ?? 1) * c.mean, 0) / total;
  const groups = groupedByPurchases(usable.map((c) => ({ ...c, mean: c.mean / average })));
  const best = minimiseSmooth(gammaGammaObjective(groups, total), [0, 0, 0]);
  const [lp = 0, lq = 0, lg = 0] = best.x;
  return { params: { p: Math.exp(lp), q: Math.exp(lq), gamma: Math.exp(lg) * average } };
}

/**
 * E[Z | p, q, γ; x, z̄]: the expected spend per purchase, a weighted mean of the population
 * mean pγ/(q−1) and the customer's own average (x = 0 gives the population mean).
 */
export function expectedAverageSpend({ p, q, gamma }: GammaGammaParams, { x, mean }: SpendSummary) {
  const population = (p * gamma) / (q - 1);
  if (x === 0) return population;
  const weight = (p * x) / (p * x + q - 1);
  return (1 - weight) * population + weight * mean;
}
