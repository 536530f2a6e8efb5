// fmin (benfred/fmin) ships no types. Its build is a UMD bundle inside a `"type": "module"`
// package: imported as an ES module it exports nothing and defines `globalThis.fmin` instead,
// so the module declares only the shape of that global.
declare module 'fmin' {
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
}
