import { MARKETPLACE_CALL_NUMBER } from '@flirtwire/contracts';
import type { ReactNode } from 'react';
import { useHomepageListings } from '../api/get-homepage-listings';
import { LEGAL_LINKS, SOCIAL_LINKS } from '../lib/home-links';
import { toCardView } from '../lib/listing-view';
import { HeroCarousel, type HeroSlide } from './hero-carousel';
import { isPlainClick } from '@/components/listing-card';
import { ListingGrid, ListingGridSkeleton, Pager } from './listing-grid';
import './marketplace.css';

/**
 * The home page: the hero carousel, a page of featured listings (8) with paging, the toll-free
 * number, social links, installing the app and the legal pages.
 */
export function HomePage({
  slides,
  page,
  onPage,
  pageHref,
  listingHref,
  onOpenListing,
  onNavigate,
  installApp,
}: {
  readonly slides: readonly HeroSlide[];
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly pageHref: (page: number) => string;
  readonly listingHref: (listingId: string) => string;
  readonly onOpenListing: (listingId: string) => void;
  readonly onNavigate: (href: string) => void;
  /** The install-the-app button (from the site feature). */
  readonly installApp: ReactNode;
}) {
  const featured = useHomepageListings(page);
  return (
    <div className="home">
      <h1 className="visually-hidden">Flirtwire: live phone sex, chat and goodies</h1>
      <HeroCarousel slides={slides} />
      <div className="home-body">
        <section className="home-section" aria-labelledby="featured-listings">
          <div className="home-section__header">
            <h2 id="featured-listings">Featured Listings</h2>
          </div>
          {featured.isPending ? (
            <ListingGridSkeleton />
          ) : featured.isError ? (
            <div className="state state--error" role="alert">
              <p className="state__title">Error loading homepage</p>
              <button type="button" className="button" onClick={() => void featured.refetch()}>
                Try again
              </button>
            </div>
          ) : featured.data.listings.length === 0 ? (
            <div className="state state--empty">
              <p className="state__title">No listings found</p>
            </div>
          ) : (
            <>
              <ListingGrid
                label="Featured listings"
                listings={featured.data.listings.map(toCardView)}
                hrefOf={listingHref}
                onOpen={onOpenListing}
              />
              <Pager
                label="Featured listings pages"
                page={featured.data.current_page}
                hasNext={featured.data.has_next}
                hrefOf={pageHref}
                onPage={onPage}
              />
            </>
          )}
        </section>
        <aside className="home-extras" aria-label="Call, follow and install">
          <section className="home-extra" aria-labelledby="call-us">
            <h2 id="call-us">Call toll-free</h2>
            <a className="home-extra__number" href={`tel:${MARKETPLACE_CALL_NUMBER}`}>
              {MARKETPLACE_CALL_NUMBER}
            </a>
            <p className="muted">
              Talk to a Flirt from any phone, day or night. New customers get 3 FREE minutes.
            </p>
          </section>
          <section className="home-extra" aria-labelledby="follow-us">
            <h2 id="follow-us">Follow us</h2>
            <ul className="social-links">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.href}>
                  <a
                    className="button button--small"
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {social.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section className="home-extra" aria-labelledby="get-the-app">
            <h2 id="get-the-app">Get the app</h2>
            <p className="muted">Flirtwire on your home screen, one tap away.</p>
            {installApp}
          </section>
        </aside>
      </div>
      <nav className="legal-links" aria-label="Legal">
        <ul>
          {LEGAL_LINKS.map((legal) => (
            <li key={legal.href}>
              <a
                href={legal.href}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onNavigate(legal.href);
                }}
              >
                {legal.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
