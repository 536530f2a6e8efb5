/** At most `limit` requests per fixed window of `windowMs`. */
export interface Limit {
  readonly limit: number;
  readonly windowMs: number;
}

/** One throttle: per signed-in account (when there is one) and per source address. */
export interface ThrottleRule {
  readonly perAccount: Limit | null;
  readonly perSource: Limit;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * The throttles on money, messaging and account discovery (issues 30 and 31). Limits a person never reaches by hand but a
 * script does at once; the per-source limits are three times looser, since a household or an
 * office shares one address. THROTTLE_SCALE multiplies them all (tests that burst on purpose).
 */
export const THROTTLES = {
  /** Chat messages and gifts: 20 per 10 seconds is already faster than anyone types. */
  chat: {
    perAccount: { limit: 20, windowMs: 10 * SECOND },
    perSource: { limit: 60, windowMs: 10 * SECOND },
  },
  /** Paid mail sends. */
  mail: { perAccount: { limit: 10, windowMs: MINUTE }, perSource: { limit: 30, windowMs: MINUTE } },
  /** Tips (bonuses). */
  tip: { perAccount: { limit: 10, windowMs: MINUTE }, perSource: { limit: 30, windowMs: MINUTE } },
  /** Site-dollar top-ups (card charges). */
  topUp: { perAccount: { limit: 5, windowMs: MINUTE }, perSource: { limit: 15, windowMs: MINUTE } },
  /** Purchases: goody bags, subscriptions and packages, tributes, call starts. */
  purchase: {
    perAccount: { limit: 10, windowMs: MINUTE },
    perSource: { limit: 30, windowMs: MINUTE },
  },
  /**
   * Phone verification code sends (each SMS costs money); beside the per-phone backoff. Per
   * source 10 an hour (issue 31: 16 sends from one address in seconds went through).
   */
  codeSend: {
    perAccount: { limit: 5, windowMs: 10 * MINUTE },
    perSource: { limit: 10, windowMs: HOUR },
  },
  /** Sign-ups, per source (nobody is signed in yet): 5 an hour (issue 31: 8 in seconds went through). */
  signUp: { perAccount: null, perSource: { limit: 5, windowMs: HOUR } },
  /**
   * Member Name checks (GET /client_api/username/:login), per source: each answer tells whether
   * a name has an account, so a script cannot list them; the form asks once per pause in typing.
   */
  usernameCheck: { perAccount: null, perSource: { limit: 20, windowMs: 10 * MINUTE } },
} as const satisfies Record<string, ThrottleRule>;

export type ThrottleName = keyof typeof THROTTLES;

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
