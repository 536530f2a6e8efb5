/** The next (or previous) index of a lightbox, wrapping around at either end. */
export function stepIndex(index: number, step: 1 | -1, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
