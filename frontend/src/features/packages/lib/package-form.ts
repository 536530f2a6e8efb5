import {
  centsToDecimal,
  type ManagedPackageView,
  PACKAGE_DEFAULT_RATE_CENTS,
  PACKAGE_ERROR_SECTIONS,
  PACKAGE_MESSAGES,
  parseMoneyText,
  PERK_LIMITS,
  PRICE_MESSAGES,
  PRICE_MIN_CENTS,
} from '@flirtwire/contracts';

/** What the package form holds: numbers as typed, so a half-typed value is not lost. */
export interface PackageFormValues {
  readonly rate: string;
  readonly status: 'public_package' | 'private_package';
  readonly feedAccess: boolean;
  readonly freeMinutes: boolean;
  readonly callsPerSessionAmount: string;
  readonly callsLimitByPeriod: boolean;
  readonly callsPerPeriodAmount: string;
  readonly freeVolleys: boolean;
  readonly volleysPerPeriodAmount: string;
}

/** Facts about the Flirt the rules depend on (from Manage Packages and the session). */
export interface PackageFormContext {
  /** The price ceiling in force, integer cents. */
  readonly maxRateCents: number;
  readonly volleysAvailable: boolean;
  readonly contentAvailable: boolean;
  readonly onboarding: boolean;
  readonly publicCount: number;
  readonly publicLimit: number;
  /** Creating (true) or editing an existing package. */
  readonly creating: boolean;
}

export type PackageSection = 'package' | 'call_perk' | 'volley_perk';

export interface PackageFormErrors {
  readonly rate?: string;
  readonly callsPerSessionAmount?: string;
  readonly callsPerPeriodAmount?: string;
  readonly volleysPerPeriodAmount?: string;
}

/** Spec 000 §5 defaults: $14.99, 3 minutes a call, 10 calls a month (limit on), 20 volleys. */
export function defaultValues(contentAvailable: boolean): PackageFormValues {
  return {
    rate: centsToDecimal(PACKAGE_DEFAULT_RATE_CENTS),
    status: 'public_package',
    feedAccess: contentAvailable,
    freeMinutes: false,
    callsPerSessionAmount: String(PERK_LIMITS.minutesPerCall.default),
    callsLimitByPeriod: true,
    callsPerPeriodAmount: String(PERK_LIMITS.callsPerPeriod.default),
    freeVolleys: false,
    volleysPerPeriodAmount: String(PERK_LIMITS.volleysPerPeriod.default),
  };
}

/** An existing package in the form (perks it does not have keep their defaults). */
export function valuesOf(pkg: ManagedPackageView): PackageFormValues {
  const defaults = defaultValues(pkg.feedPerk);
  return {
    ...defaults,
    rate: centsToDecimal(pkg.rate),
    status: pkg.status === 'private_package' ? 'private_package' : 'public_package',
    feedAccess: pkg.feedPerk,
    freeMinutes: pkg.callPerk !== null,
    ...(pkg.callPerk
      ? {
          callsPerSessionAmount: String(pkg.callPerk.minutesPerCall),
          callsLimitByPeriod: pkg.callPerk.limitByPeriod,
          callsPerPeriodAmount: String(pkg.callPerk.callsPerPeriod),
        }
      : {}),
    freeVolleys: pkg.volleyPerk !== null,
    ...(pkg.volleyPerk ? { volleysPerPeriodAmount: String(pkg.volleyPerk.volleysPerPeriod) } : {}),
  };
}

/** Spec 000 §5 price rule: $3.99 to the ceiling of the flag in force, with its messages. */
function priceError(rate: string, maxRateCents: number): string | undefined {
  const cents = parseMoneyText(rate);
  if (cents === null) return PRICE_MESSAGES.range(maxRateCents);
  if (cents < PRICE_MIN_CENTS) return PRICE_MESSAGES.minimum;
  if (cents > maxRateCents) return PRICE_MESSAGES.maximum(maxRateCents);
  return undefined;
}

function wholeNumberIn(text: string, min: number, max: number): boolean {
  if (!/^\s*\d{1,4}\s*$/.test(text)) return false;
  const value = Number(text);
  return value >= min && value <= max;
}

/** The form's errors, each under its field (only for the perks that are on). */
export function validate(
  values: PackageFormValues,
  context: PackageFormContext,
): PackageFormErrors {
  const { minutesPerCall, callsPerPeriod, volleysPerPeriod } = PERK_LIMITS;
  const rate = priceError(values.rate, context.maxRateCents);
  const minutes =
    values.freeMinutes &&
    !wholeNumberIn(values.callsPerSessionAmount, minutesPerCall.min, minutesPerCall.max)
      ? PACKAGE_MESSAGES.minutes
      : undefined;
  const calls =
    values.freeMinutes &&
    values.callsLimitByPeriod &&
    !wholeNumberIn(values.callsPerPeriodAmount, callsPerPeriod.min, callsPerPeriod.max)
      ? PACKAGE_MESSAGES.calls
      : undefined;
  const volleys =
    values.freeVolleys &&
    !wholeNumberIn(values.volleysPerPeriodAmount, volleysPerPeriod.min, volleysPerPeriod.max)
      ? PACKAGE_MESSAGES.volleys
      : undefined;
  return {
    ...(rate ? { rate } : {}),
    ...(minutes ? { callsPerSessionAmount: minutes } : {}),
    ...(calls ? { callsPerPeriodAmount: calls } : {}),
    ...(volleys ? { volleysPerPeriodAmount: volleys } : {}),
  };
}

/** Spec 000 §5: the feed-access toggle shows only with content to sell and not while onboarding. */
export function showsFeedAccess(context: PackageFormContext): boolean {
  return context.contentAvailable && !context.onboarding;
}

/** Spec 000 §5: the volley perk needs the chat-volleys flag and chat enabled. */
export function showsVolleys(context: PackageFormContext): boolean {
  return context.volleysAvailable;
}

/** The perks the package would have (the onboarding package always sells the feed). */
function hasPerk(values: PackageFormValues, context: PackageFormContext): boolean {
  return (
    context.onboarding ||
    (values.feedAccess && (showsFeedAccess(context) || !context.creating)) ||
    values.freeMinutes ||
    (values.freeVolleys && showsVolleys(context))
  );
}

/** Creating one more public package would pass the limit (pending_onboarding counts). */
export function atPublicLimit(values: PackageFormValues, context: PackageFormContext): boolean {
  return (
    context.creating &&
    (context.onboarding || values.status === 'public_package') &&
    context.publicCount >= context.publicLimit
  );
}

/**
 * Spec 000 §5: Save is disabled while loading, with a price or perk error, with no perk chosen,
 * or when creating a public package at the 6-public limit.
 */
export function saveDisabled(
  values: PackageFormValues,
  context: PackageFormContext,
  loading: boolean,
): boolean {
  return (
    loading ||
    Object.keys(validate(values, context)).length > 0 ||
    !hasPerk(values, context) ||
    atPublicLimit(values, context)
  );
}

/** The request body: numbers as numbers, the onboarding package pending and selling the feed. */
export function bodyOf(values: PackageFormValues, context: PackageFormContext) {
  return {
    rate: values.rate.trim(),
    feedAccess: context.onboarding || values.feedAccess,
    freeMinutes: values.freeMinutes,
    callsPerSessionAmount: Number(values.callsPerSessionAmount),
    callsLimitByPeriod: values.callsLimitByPeriod,
    callsPerPeriodAmount: Number(values.callsPerPeriodAmount),
    freeVolleys: values.freeVolleys && showsVolleys(context),
    volleysPerPeriodAmount: Number(values.volleysPerPeriodAmount),
  };
}

/** A new package's status: the onboarding one waits for the feed to be set up. */
export function statusOf(
  values: PackageFormValues,
  context: PackageFormContext,
): 'pending_onboarding' | 'public_package' | 'private_package' {
  return context.onboarding ? 'pending_onboarding' : values.status;
}

/** Server field errors grouped by the section of the form they mark (spec 000 §4). */
export function sectionsOf(fields: Readonly<Record<string, string>>): Set<PackageSection> {
  const sections = new Set<PackageSection>();
  for (const field of Object.keys(fields)) {
    sections.add(
      (PACKAGE_ERROR_SECTIONS as Record<string, PackageSection | undefined>)[field] ?? 'package',
    );
  }
  return sections;
}
