/**
 * Pure validation rules of spec 002 §5 (sign-up, sign-in, password and PIN screens), shared by
 * the API and the browser so both say exactly the same thing.
 */

/** Spec 002 §9 minimum age. */
export const MINIMUM_AGE = 18;
/** Spec 002 §9: PIN 4 digits. */
export const PIN_LENGTH = 4;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const LOGIN_MIN = 3;
export const LOGIN_MAX = 20;
export const EMAIL_MAX = 254;

/**
 * Product copy. Spec 002 gives most of these verbatim; where it is silent (login rules, password
 * policy, sign-in failures, rate limits) the words are ours.
 */
export const IDENTITY_MESSAGES = {
  // Spec 002 §5, verbatim.
  dateOfBirthInvalid: 'Please enter a valid date of birth.',
  underage: (product: string) => `You must be over 18 to use ${product}.`,
  emailRequired: 'Please enter an email address.',
  emailInvalid: 'This email address is invalid.',
  didYouMean: (suggestion: string) => `Did you mean ${suggestion}?`,
  termsRequired: 'To continue check the box to accept our Terms of Service.',
  forgotPasswordEmail: 'Please enter a valid email address.',
  captchaFailed: 'There was an error with the reCAPTCHA. Please try again.',
  forgotPinCaptchaFailed: 'reCAPTCHA verification failed. Please reload the page to try again.',
  verifyCardDigits: 'Please enter the last 8 digits of your credit card.',
  verifyPayerIdDigits:
    'Please enter the last 5 digits of your Social Security or Employer ID number.',
  // Spec 002 §2 and §8, verbatim.
  webAccountPrompt: 'Please sign in using your Member Name or email address and password.',
  reactivationLinkExpired:
    'Oops, your link has expired. Please sign in again so that we can email a new link to you.',
  resetExpired:
    'Sorry, but your request has been expired. Please request your password once again.',
  accountInactive: 'Sorry, but your account is inactive. Please contact the administrator.',
  genderFailed: 'There was a problem setting the gender.',
  // Ours (the spec gives no words).
  loginRequired: 'Please enter a Member Name.',
  loginFormat: `Member Names are ${LOGIN_MIN} to ${LOGIN_MAX} letters, numbers or underscores, starting with a letter.`,
  loginTaken: 'This Member Name is already taken.',
  emailTaken: 'This email address is already registered. Please sign in instead.',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: `Your password must be at least ${PASSWORD_MIN} characters.`,
  passwordTooLong: `Your password must be at most ${PASSWORD_MAX} characters.`,
  passwordConfirmation: 'The password confirmation does not match the password.',
  signInLoginRequired: 'Please enter your Member Name or email address.',
  signInPasswordRequired: 'Please enter your password.',
  signInType: 'Please choose how to sign in.',
  signInFailed:
    'The Member Name or email address and password you entered do not match our records.',
  phoneInvalid: 'Please enter a valid US or Canadian phone number.',
  pinInvalid: `Please enter your PIN (up to ${PIN_LENGTH} digits).`,
  phoneSignInFailed: 'The phone number and PIN you entered do not match our records.',
  ccLast6: 'Please enter the last 6 digits of your credit card.',
  billingZipRequired: 'Please enter your billing zip code.',
  forgotPinFailed:
    'We could not find an account with that phone number, card and billing zip. Please check them and try again.',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait a minute and try again.',
  tooManyResets: 'Too many password reset requests. Please wait 15 minutes and try again.',
  tooManyPinRecoveries: 'Too many PIN recovery attempts. Please wait a minute and try again.',
  /** `wait` reads like "2 minutes" or "3 hours" (the exponential backoff of ADR 0022). */
  tooManyPins: (wait: string) => `Too many wrong PINs. Please wait ${wait} and try again.`,
  tooManyPhoneCodes: (wait: string) =>
    `Too many wrong verification codes. Please wait ${wait} and try again.`,
  tooManyCodeSends: (wait: string) =>
    `Too many verification codes were requested. Please wait ${wait} before asking for another.`,
  tooManySignUps: 'Too many sign-up attempts. Please wait 15 minutes and try again.',
  tooManyVerifications:
    'Too many attempts to verify your account. Please request a new password reset.',
  verifyMismatch: 'The information you entered does not match our records.',
  resetLinkInvalid:
    'Sorry, but your request has been expired. Please request your password once again.',
  csrfFailed: 'Your session expired. Please reload the page and try again.',
  alreadySignedIn: 'You are already signed in.',
  signedOut: 'You have been signed out.',
  pinFormat: `Your PIN must be ${PIN_LENGTH} digits.`,
  timezoneInvalid: 'Please choose a valid time zone.',
  watermarkTooLong: 'Your watermark can be at most 60 characters.',
} as const;

const DOB = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** Parses MM/DD/YYYY into a real calendar date (no 02/30), or null. */
export function parseDateOfBirth(text: string): CalendarDate | null {
  const match = DOB.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return { year, month, day };
}

/** Whole years from `birth` to `today` (a birthday on 29 February counts from 1 March). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age--;
  return age;
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Spec 002 §5 date of birth: required, MM/DD/YYYY, a real date, not in the future, 18 or
 * older. Returns the message for the field, or null when the date is fine.
 *
 * @example validateDateOfBirth('02/30/1990', today, 'Flirtwire') === 'Please enter a valid date of birth.'
 */
export function validateDateOfBirth(
  text: string | undefined | null,
  today: CalendarDate,
  product: string,
): string | null {
  if (!text) return IDENTITY_MESSAGES.dateOfBirthInvalid;
  const birth = parseDateOfBirth(text);
  if (!birth || compare(birth, today) > 0) return IDENTITY_MESSAGES.dateOfBirthInvalid;
  if (ageOn(birth, today) < MINIMUM_AGE) return IDENTITY_MESSAGES.underage(product);
  return null;
}

/** The UTC calendar date of an instant. */
export function calendarDateOf(instant: Date): CalendarDate {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  };
}

/** The {email} pattern: a local part, an @, and a dotted domain ending in a 2+ letter TLD. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** The form an email is compared and indexed in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const LOGIN_PATTERN = /^[A-Za-z][A-Za-z0-9_]{2,19}$/;

/** Logins are unique regardless of case. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}

/**
 * A US or Canadian (NANP) number typed any way ("(212) 555-0123", "+1 212 555 0123") as
 * E.164 (`+12125550123`), or null. Area code and exchange start with 2-9.
 */
export function parseUsCaPhone(text: string): string | null {
  if (!/^[\d\s().+-]{10,24}$/.test(text.trim())) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  if (digits.slice(1, 3) === '11') return null;
  return `+1${digits}`;
}

/** Spec 002 §2 display form: (###) ### - #### */
export function formatUsCaPhone(e164: string): string {
  const d = e164.replace(/^\+1/, '');
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)} - ${d.slice(6)}`;
}

const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'live.com',
  'msn.com',
  'comcast.net',
  'me.com',
  'mac.com',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'protonmail.com',
  'proton.me',
  'ymail.com',
  'googlemail.com',
  'gmx.com',
  'mail.com',
  'yahoo.ca',
  'hotmail.ca',
  'shaw.ca',
  'rogers.com',
  'bellsouth.net',
  'cox.net',
  'charter.net',
];
const COMMON_SECOND_LEVEL = ['gmail', 'yahoo', 'hotmail', 'outlook', 'aol', 'icloud', 'live'];
const COMMON_TLDS = ['com', 'net', 'org', 'edu', 'gov', 'ca', 'us', 'co.uk', 'info', 'biz', 'me'];

/** Optimal string alignment distance: edits, with a swap of neighbours counting as one. */
function distance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Infinity;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] ?? [];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      row[j] = best;
    }
  }
  return at(a.length, b.length);
}

function closest(value: string, candidates: readonly string[], threshold: number): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === value) return candidate;
    const d = distance(value, candidate);
    if (d < bestDistance) {
      bestDistance = d;
      best = candidate;
    }
  }
  return bestDistance <= threshold ? best : null;
}

/**
 * The "Did you mean ...?" typo suggester of spec 002 §5 for common mail domains and top-level
 * domains: returns the corrected address, or null when nothing better is known.
 *
 * @example suggestEmail('ann@gmial.com') === 'ann@gmail.com'; suggestEmail('ann@gmail.con') === 'ann@gmail.com'
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (COMMON_DOMAINS.includes(domain)) return null;
  // Short domains tolerate one slip only, so that ibm.com is never "corrected" to aol.com.
  const domainMatch = closest(domain, COMMON_DOMAINS, domain.length >= 8 ? 2 : 1);
  if (domainMatch) return `${local}@${domainMatch}`;
  const dot = domain.indexOf('.');
  if (dot < 1) return null;
  const secondLevel = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  const tldMatch = COMMON_TLDS.includes(tld) ? tld : closest(tld, COMMON_TLDS, 1);
  const sldMatch = closest(secondLevel, COMMON_SECOND_LEVEL, 1) ?? secondLevel;
  if (!tldMatch) return null;
  const suggestion = `${sldMatch}.${tldMatch}`;
  return suggestion === domain ? null : `${local}@${suggestion}`;
}
