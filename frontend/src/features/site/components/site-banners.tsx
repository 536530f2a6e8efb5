import { useAcknowledgeCookies } from '../api/acknowledge-cookies';
import { useDismissBanner } from '../api/dismiss-banner';
import { useCookiesConsent } from '../api/get-cookies-consent';
import { useSiteBanner } from '../api/get-site-banner';
import { grantAnalyticsConsent } from '../lib/analytics-consent';
import { useSitePrompt } from '../lib/site-prompts';
import '../site.css';

/** The dismissible site-wide banner, above every page. */
export function SiteBanner() {
  const banner = useSiteBanner();
  const dismiss = useDismissBanner();
  const current = banner.data?.banner;
  if (!current) return null;
  return (
    <section className="site-banner" aria-label="Announcement">
      <p className="site-banner__content">{current.content}</p>
      <button
        type="button"
        className="icon-button site-banner__close"
        aria-label="Dismiss announcement"
        onClick={() => {
          dismiss.mutate(current.code);
        }}
      >
        ×
      </button>
    </section>
  );
}

/**
 * The cookies banner: shown until acknowledged; acknowledging grants analytics consent. It
 * stands in the page's flow above the header, so it covers nothing (a Chat button, a composer's
 * gift controls), and takes its turn with the push prompt, never over a modal (site-prompts).
 */
export function CookiesBanner() {
  const consent = useCookiesConsent();
  const acknowledge = useAcknowledgeCookies();
  const shown = useSitePrompt('cookies', consent.data?.showCookiesBanner === true);
  if (!shown) return null;
  return (
    <section className="cookies-banner" aria-label="Cookies">
      <p>
        We use cookies to keep you signed in and secure, and, with your agreement, to understand how
        the site is used. See our <a href="/help/privacy_policy">Privacy Policy</a>.
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          grantAnalyticsConsent();
          acknowledge.mutate();
        }}
      >
        Got it
      </button>
    </section>
  );
}
