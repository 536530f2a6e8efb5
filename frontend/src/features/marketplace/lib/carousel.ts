/** How long a hero slide stays before the next one, when the carousel turns by itself. */
export const SLIDE_INTERVAL_MS = 7_000;

/** The slide `step` away from `index`, wrapping at both ends (4 slides: 3 + 1 → 0). */
export function stepSlide(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** What decides whether the hero carousel turns by itself. */
export interface RotationState {
  /** The person pressed Pause (until they press Play). */
  readonly paused: boolean;
  /** `prefers-reduced-motion: reduce`: nothing moves unless asked. */
  readonly reducedMotion: boolean;
  /** Keyboard focus or the pointer is inside the carousel: it holds still while read. */
  readonly engaged: boolean;
}

/**
 * Whether the slides advance on a timer. A person who paused, who asked their system for less
 * motion, or who is reading or operating the carousel sees it hold still (WCAG 2.2.2).
 */
export function rotates(state: RotationState): boolean {
  return !state.paused && !state.reducedMotion && !state.engaged;
}

/** The key a carousel acts on (arrows step, Home and End jump), or null for any other key. */
export function slideForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return stepSlide(index, 1, count);
    case 'ArrowLeft':
      return stepSlide(index, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}
