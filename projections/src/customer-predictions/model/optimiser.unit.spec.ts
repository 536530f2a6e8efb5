import { describe, expect, it } from '@jest/globals';
import { LOG_BOUND, minimiseSmooth } from './optimiser.js';

describe('minimiseSmooth (BFGS within ±LOG_BOUND)', () => {
  it('finds the minimum of Rosenbrock’s valley inside the bound', () => {
    // f(x, y) = (1 − x)² + c (y − x²)² with c = 100, minimum 0 at (1, 1).
    const c = 10 ** 2;
    const found = minimiseSmooth(
      ([x = 0, y = 0], gradient) => {
        gradient[0] = -2 * (1 - x) - 4 * c * x * (y - x * x);
        gradient[1] = 2 * c * (y - x * x);
        return (1 - x) ** 2 + c * (y - x * x) ** 2;
      },
      [-1.2, 1],
    );
    expect(found.x[0]).toBeCloseTo(1, 5);
    expect(found.x[1]).toBeCloseTo(1, 5);
    expect(found.evaluations).toBeLessThan(200);
  });

  it('approaches the bound, and never crosses it, when the minimum lies beyond', () => {
    const found = minimiseSmooth(
      ([x = 0, y = 0], gradient) => {
        gradient[0] = -1;
        gradient[1] = 2 * (y - 3);
        return -x + (y - 3) ** 2;
      },
      [0, 0],
    );
    expect(found.x[0]).toBeLessThanOrEqual(LOG_BOUND);
    expect(found.x[0]).toBeGreaterThan(LOG_BOUND - 0.01);
    expect(found.x[1]).toBeCloseTo(3, 5);
  });

  it('steps back from points where the objective is not finite', () => {
    // Undefined for x ≤ 0: the line search halves its steps until they land where it is.
    const found = minimiseSmooth(
      ([x = 0], gradient) => {
        gradient[0] = 1 - 1 / x;
        return x - Math.log(x);
      },
      [5],
    );
    expect(found.x[0]).toBeCloseTo(1, 5);
  });
});
