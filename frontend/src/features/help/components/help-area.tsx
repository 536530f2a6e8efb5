import { Link } from '@tanstack/react-router';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useIsMobile } from '@/lib/hooks';
import {
  FIRST_HELP_PAGE,
  HELP_ARTICLES,
  HELP_MENU,
  type HelpSlug,
  helpTitle,
} from '../lib/help-pages';
import { AboutPage } from '../pages/about-page';
import { AffiliateAgreementPage } from '../pages/affiliate-agreement-page';
import { ComplaintsPage } from '../pages/complaints-page';
import { ContentRemovalPage } from '../pages/content-removal-page';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';
import { SatisfactionGuaranteePage } from '../pages/satisfaction-guarantee-page';
import { Statement2257Page } from '../pages/statement-2257-page';
import { TermsOfServicePage } from '../pages/terms-of-service-page';
import { TrademarkNoticePage } from '../pages/trademark-notice-page';
import '../help.css';

const PAGES: Record<HelpSlug, ComponentType> = {
  about: AboutPage,
  tos: TermsOfServicePage,
  privacy_policy: PrivacyPolicyPage,
  complaints: ComplaintsPage,
  contentremoval: ContentRemovalPage,
  statement2257: Statement2257Page,
  trademark_notice: TrademarkNoticePage,
  affiliate_agreement: AffiliateAgreementPage,
  satisfaction_guarantee: SatisfactionGuaranteePage,
};

/** The menu, then the articles linked below it. */
const HELP_LISTS: readonly (readonly { readonly slug: HelpSlug; readonly title: string }[])[] = [
  HELP_MENU,
  HELP_ARTICLES,
];

/**
 * The help area: the menu on the left and the page beside it; on a phone the two alternate
 * (the first page opens on the menu, a back arrow returns to it).
 */
export function HelpArea({ page }: { readonly page: HelpSlug }) {
  const isMobile = useIsMobile();
  const [menuShowing, setMenuShowing] = useState(page === FIRST_HELP_PAGE);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = `${helpTitle(page)} · Flirtwire`;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) {
      // A link to a section (/help/tos#billing) lands on it, scrolling smoothly.
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      window.scrollTo({ top: 0 });
      if (!firstRender.current) heading.current?.focus();
    }
    firstRender.current = false;
  }, [page]);

  const showMenu = !isMobile || menuShowing;
  const showPage = !isMobile || !menuShowing;
  const Page = PAGES[page];

  return (
    <div className="page help">
      {showMenu && (
        <nav className="help__menu" aria-label="Help">
          <h2 className="help__menu-title">Help</h2>
          {HELP_LISTS.map((items, list) => (
            <ul key={list} className={list === 0 ? undefined : 'help__articles'}>
              {items.map((item) => (
                <li key={item.slug}>
                  <Link
                    to="/help/$page"
                    params={{ page: item.slug }}
                    aria-current={item.slug === page ? 'page' : undefined}
                    onClick={() => {
                      setMenuShowing(false);
                    }}
                  >
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </nav>
      )}
      {showPage && (
        <article className="help__page">
          <header className="help__header">
            {isMobile && (
              <button
                type="button"
                className="icon-button"
                aria-label="Back to the help menu"
                onClick={() => {
                  setMenuShowing(true);
                }}
              >
                ←
              </button>
            )}
            <h1 ref={heading} tabIndex={-1}>
              {helpTitle(page)}
            </h1>
          </header>
          <Page />
        </article>
      )}
    </div>
  );
}
