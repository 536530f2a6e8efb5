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
  /**
   * The share of customers who are casual: they sign up, follow, look around for a month or two,
   * seldom pay and do not come back. The bigger the platform, the longer its tail of them
   * (docs/adr/0095); small and ci have none, so their populations stay as tests know them.
   */
  readonly casualShare: number;
}

export const SCALES: Record<SeedScaleName, SeedScale> = {
  ci: { name: 'ci', flirts: 3, customers: 80, days: 760, progressEveryDays: 380, casualShare: 0 },
  small: {
    name: 'small',
    flirts: 20,
    customers: 2_000,
    days: 760,
    progressEveryDays: 95,
    casualShare: 0,
  },
  medium: {
    name: 'medium',
    flirts: 60,
    customers: 20_000,
    days: 760,
    progressEveryDays: 30,
    casualShare: 0.5,
  },
  large: {
    name: 'large',
    flirts: 200,
    customers: 200_000,
    days: 760,
    progressEveryDays: 10,
    casualShare: 0.8,
  },
};

export function isSeedScale(name: string): name is SeedScaleName {
  return (SEED_SCALES as readonly string[]).includes(name);
}
