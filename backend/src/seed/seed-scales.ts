/** How big a demo population is. `ci` is for tests: seconds, still two years of history. */
export const SEED_SCALES = ['ci', 'small', 'medium', 'large'] as const;
export type SeedScaleName = (typeof SEED_SCALES)[number];

export interface SeedScale {
  readonly name: SeedScaleName;
  readonly flirts: number;
  readonly customers: number;
  /** Days of history, ending now. */
  readonly days: number;
  /** Print progress this often (simulated days). */
  readonly progressEveryDays: number;
}

export const SCALES: Record<SeedScaleName, SeedScale> = {
  ci: { name: 'ci', flirts: 3, customers: 80, days: 760, progressEveryDays: 380 },
  small: { name: 'small', flirts: 20, customers: 2_000, days: 760, progressEveryDays: 95 },
  medium: { name: 'medium', flirts: 60, customers: 20_000, days: 760, progressEveryDays: 30 },
  large: { name: 'large', flirts: 200, customers: 200_000, days: 760, progressEveryDays: 10 },
};

export function isSeedScale(name: string): name is SeedScaleName {
  return (SEED_SCALES as readonly string[]).includes(name);
}
