import 'fmin';
import type { Fmin, NelderMeadResult } from './fmin.js';

// fmin's UMD bundle defines this global when loaded (see fmin.d.ts).
const fmin = (globalThis as unknown as { fmin: Fmin }).fmin;

// fmin 0.0.4's Nelder-Mead shrink step assigns an undeclared `i` (`for (i = 1; ...)`) inside its
// 'use strict' factory: under plain Node that throws "i is not defined" the first time a simplex
// shrinks. A global `i` for it to assign keeps the step working (and nothing else reads it).
if (!('i' in globalThis))
  Object.defineProperty(globalThis, 'i', {
    value: 0,
    writable: true,
    configurable: true,
    enumerable: false,
  });

/**
 * Log-parameters are kept within ±LOG_BOUND (e^9 ≈ 8,100): a population without
 * heterogeneity (every customer buying like clockwork) has its likelihood maximum at infinity,
 * where the formulas overflow; the bound stops the search at an equivalent finite point.
 */
const LOG_BOUND = 9;

/** `f` with a wall outside the bound, so Nelder-Mead stays inside it. */
export function bounded(f: (x: number[]) => number): (x: number[]) => number {
  return (x) => (x.every((v) => Math.abs(v) <= LOG_BOUND) ? f(x) : Number.MAX_VALUE);
}

/**
 * Minimises `f` by Nelder-Mead from `start`, restarting from the best point until a restart no
 * longer improves it (a simplex can stall on a long valley; a fresh one around the optimum
 * either confirms it or moves on).
 *
 * @example
 * minimise(([x = 0]) => (x - 2) ** 2, [0]).x // ≈ [2]
 */
export function minimise(f: (x: number[]) => number, start: readonly number[]): NelderMeadResult {
  let best = fmin.nelderMead(f, [...start], { maxIterations: 4_000, minErrorDelta: 1e-12 });
  for (let restart = 0; restart < 6; restart++) {
    const next = fmin.nelderMead(f, [...best.x], { maxIterations: 4_000, minErrorDelta: 1e-12 });
    const improved = best.fx - next.fx > 1e-10;
    if (next.fx < best.fx) best = next;
    if (!improved) break;
  }
  return { fx: best.fx, x: [...best.x] };
}
