// Types for fmin (benfred/fmin), which ships none. Its build is a UMD bundle inside a
// `"type": "module"` package: imported as an ES module it exports nothing and defines
// `globalThis.fmin` instead (optimiser.ts), so this file types that global's shape.
export interface NelderMeadOptions {
  maxIterations?: number;
  minErrorDelta?: number;
  nonZeroDelta?: number;
  zeroDelta?: number;
}

export interface NelderMeadResult {
  fx: number;
  x: number[];
}

export interface Fmin {
  nelderMead(
    f: (x: number[]) => number,
    x0: number[],
    options?: NelderMeadOptions,
  ): NelderMeadResult;
}
