import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { safeText } from '../shared/names.js';
import { CommandResult } from '../shared/api.js';

/** The site-wide banner: what it says and the code a dismissal sends back. */
export const SITE_BANNER_LIMITS = { content: 500, code: 40 } as const;

export const SiteBannerCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'must be 1 to 40 letters, digits, _ or -');

export const SiteBannerBody = z.object({
  code: SiteBannerCode,
  content: safeText(undefined, { multiline: true })
    .trim()
    .min(1, "can't be blank")
    .max(
      SITE_BANNER_LIMITS.content,
      `must be at most ${String(SITE_BANNER_LIMITS.content)} characters`,
    ),
});
export type SiteBannerBody = z.infer<typeof SiteBannerBody>;

export const BannerDismissalBody = z.object({ code: SiteBannerCode });
export type BannerDismissalBody = z.infer<typeof BannerDismissalBody>;

/** GET /client_api/super_banner: the banner this person has not dismissed, or none. */
export const SiteBannerResponse = z.object({
  banner: z.object({ code: z.string(), content: z.string() }).nullable(),
});
export type SiteBannerResponse = z.infer<typeof SiteBannerResponse>;

/** GET /client_api/cookies_consent. */
export const CookiesConsentResponse = z.object({ showCookiesBanner: z.boolean() });
export type CookiesConsentResponse = z.infer<typeof CookiesConsentResponse>;

/** POST /client_api/super_banner/dismissals: the code dismissed (no command when already). */
export const BannerDismissalResponse = z.object({
  dismissed: z.string(),
  result: CommandResult.nullable(),
});
export type BannerDismissalResponse = z.infer<typeof BannerDismissalResponse>;

/**
 * Site notices: the site-wide banner (stream `site-banner`) and each signed-in person's answers
 * to it and to the cookies banner (stream `site-notices-{userId}`).
 */
export const siteNoticeEvents = {
  SiteBannerPublished: defineEvent(z.object({ code: z.string(), content: z.string() })),
  SiteBannerWithdrawn: defineEvent(z.object({ code: z.string() })),
  SiteBannerDismissed: defineEvent(z.object({ userId: z.string(), code: z.string() })),
  CookiesAcknowledged: defineEvent(z.object({ userId: z.string() })),
};

export type SiteNoticeEvent = EventsOf<typeof siteNoticeEvents>;
