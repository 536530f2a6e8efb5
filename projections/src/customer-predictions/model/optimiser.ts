/**
 * Fills `gradient` with ∇f(x) and returns f(x).
 */
export type WithGradient = (x: number[], gradient: number[]) => number;

export interface Minimum {
  readonly fx: number;
  readonly x: number[];
  /** Evaluations of f (each with its gradient) the search took. */
  readonly evaluations: number;
}

/**
 * Log-parameters are kept within ±LOG_BOUND (e^9 ≈ 8,100): a population without
 * heterogeneity (every customer buying like clockwork) has its likelihood maximum at infinity,
 * where the formulas overflow; the bound stops the search at an equivalent finite point.
 */
export const LOG_BOUND = 9;

const MAX_ITERATIONS = 500;
/** Stop once every component of the gradient (of a mean log-likelihood) is below this. */
const GRADIENT_TOLERANCE = 1e-9;
/** Or once a step lowers f by less than this share of it. */
const RELATIVE_TOLERANCE = 1e-15;
/** Armijo's sufficient decrease, and the halvings of a step at most. */
const ARMIJO = 1e-4;
const HALVINGS = 60;

/**
 * Minimises a smooth `f` of log-parameters, given with its gradient, within ±LOG_BOUND: BFGS
 * (Nocedal & Wright, Numerical Optimization, 2nd ed., algorithm 6.1, with the initial inverse
 * Hessian scaled by (6.20) and a backtracking Armijo line search) on u, where each
 * log-parameter is LOG_BOUND · tanh(u), so the search is unconstrained and smooth and the
 * bound is approached, never crossed. A point where `f` or its gradient is not finite is
 * refused by the line search.
 *
 * Four parameters and a likelihood over thousands of customers: the cost is in evaluating f,
 * and BFGS needs tens of evaluations where Nelder-Mead needed thousands (docs/adr/0125).
 *
 * @example
 * minimiseSmooth(([x = 0], g) => ((g[0] = 2 * (x - 2)), (x - 2) ** 2), [0]).x // ≈ [2]
 */
export function minimiseSmooth(f: WithGradient, start: readonly number[]): Minimum {
  const n = start.length;
  const inner = new Array<number>(n).fill(0);
  let evaluations = 0;
  /** f and its gradient at u (in u's coordinates), or null where either is not finite. */
  const at = (u: readonly number[]): { fx: number; g: number[] } | null => {
    evaluations++;
    const fx = f(toBounded(u), inner);
    if (!Number.isFinite(fx) || !inner.every(Number.isFinite)) return null;
    return {
      fx,
      g: u.map((v, i) => {
        const t = Math.tanh(v);
        return (inner[i] as number) * LOG_BOUND * (1 - t * t);
      }),
    };
  };
  let u = start.map((x) => Math.atanh(Math.max(-0.999, Math.min(0.999, x / LOG_BOUND))));
  let here = at(u);
  if (!here) throw new Error('the objective is not finite at the start');
  // H approximates the inverse Hessian; the identity until the first step scales it.
  let H = identity(n);
  let scaled = false;
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const { fx, g } = here;
    if (g.every((v) => Math.abs(v) < GRADIENT_TOLERANCE)) break;
    let p = times(H, g).map((v) => -v);
    let slope = dot(g, p);
    if (!(slope < 0)) {
      // Not a descent direction (H lost positive definiteness): start again from steepest descent.
      H = identity(n);
      p = g.map((v) => -v);
      slope = dot(g, p);
    }
    let step = 1;
    let next: { fx: number; g: number[] } | null = null;
    let tried: number[] = u;
    for (let halving = 0; halving < HALVINGS; halving++, step /= 2) {
      tried = u.map((v, i) => v + step * (p[i] as number));
      next = at(tried);
      if (next && next.fx <= fx + ARMIJO * step * slope) break;
      next = null;
    }
    if (!next) break;
    const s = tried.map((v, i) => v - (u[i] as number));
    const y = next.g.map((v, i) => v - (g[i] as number));
    const sy = dot(s, y);
    const decrease = fx - next.fx;
    u = tried;
    here = next;
    if (decrease <= RELATIVE_TOLERANCE * Math.max(1, Math.abs(fx))) break;
    if (sy > 0) {
      if (!scaled) {
        H = identity(n).map((row) => row.map((v) => (v * sy) / dot(y, y)));
        scaled = true;
      }
      H = bfgsUpdate(H, s, y, sy);
    }
  }
  return { fx: here.fx, x: toBounded(u), evaluations };
}

function toBounded(u: readonly number[]): number[] {
  return u.map((v) => LOG_BOUND * Math.tanh(v));
}

/** H⁺ = (I − ρ s yᵀ) H (I − ρ y sᵀ) + ρ s sᵀ, ρ = 1 / (yᵀ s): Nocedal & Wright (6.17). */
function bfgsUpdate(H: number[][], s: number[], y: number[], sy: number): number[][] {
  const rho = 1 / sy;
  const Hy = times(H, y);
  const yHy = dot(y, Hy);
  return H.map((row, i) =>
    row.map(
      (v, j) =>
        v -
        rho * ((Hy[i] as number) * (s[j] as number) + (s[i] as number) * (Hy[j] as number)) +
        (rho * rho * yHy + rho) * (s[i] as number) * (s[j] as number),
    ),
  );
}

function identity(n: number): number[][] {
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 1 : 0)),
  );
}

function times(M: number[][], v: readonly number[]): number[] {
  return M.map((row) => dot(row, v));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}
