import 'fmin';
import type { Fmin, NelderMeadResult } from './fmin.js';

// fmin's UMD bundle defines this global when loaded (see fmin.d.ts).
const fmin = (globalThis as unknown as { fmin: Fmin }).fmin;

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
