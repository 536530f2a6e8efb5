/**
 * A small deterministic random source (mulberry32) for the seed: the same `--seed` number gives
 * the same population, the same activity and the same amounts.
 */
export class SeedRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Pareto(xm, alpha): the heavy tail of spend (a few whales, many small spenders). */
  pareto(xm: number, alpha: number, cap: number): number {
    return Math.min(cap, xm / Math.pow(1 - this.next(), 1 / alpha));
  }

  /** Poisson(mean) by inversion (means here are small). */
  poisson(mean: number): number {
    if (mean > 50) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > limit) {
      k++;
      p *= this.next();
    }
    return k;
  }

  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Geometric number of trials with success probability p (at least 1). */
  geometric(p: number): number {
    return Math.max(1, Math.ceil(Math.log(1 - this.next()) / Math.log(1 - p)));
  }

  /** An index in [0, n) with Zipf-like weights (popular Flirts get most customers). */
  zipf(n: number, s = 1.1): number {
    const u = this.next();
    // Inverse of the continuous approximation of the Zipf CDF.
    const x = Math.pow(u * (Math.pow(n + 1, 1 - s) - 1) + 1, 1 / (1 - s)) - 1;
    return Math.min(n - 1, Math.max(0, Math.floor(x)));
  }
}
