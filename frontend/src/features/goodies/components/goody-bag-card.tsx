import type { GoodyBagSummary } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { contentsLine, goodyBagPath, priceText } from '../lib/goody-display';
import { openBuyGoodyBag } from './open-buy-goody-bag';

/** One goody bag card (330 px wide): cover, title, what is inside, price, and Buy or Open. */
export function GoodyBagCard({
  bag,
  profilePage = false,
}: {
  readonly bag: GoodyBagSummary;
  readonly profilePage?: boolean;
}) {
  const href = goodyBagPath(bag.owner_name, bag.id, { profilePage });
  const owned = bag.purchased_by_viewer || bag.is_owned_by_viewer;
  return (
    <li className="goody-card">
      <Link to={href} className="goody-card__cover" aria-label={`Open ${bag.title}`}>
        {bag.thumbnail_url ? (
          <img src={bag.thumbnail_url} alt="" loading="lazy" />
        ) : (
          <span className="goody-card__placeholder" aria-hidden="true">
            {bag.title.charAt(0).toUpperCase()}
          </span>
        )}
      </Link>
      <div className="goody-card__body">
        <h3 className="goody-card__title">
          <Link to={href}>{bag.title}</Link>
        </h3>
        <p className="hint">{contentsLine(bag)}</p>
        <div className="goody-card__footer">
          <span className="goody-card__price">{priceText(bag.price)}</span>
          {owned ? (
            <Link to={href} className="button">
              {bag.is_owned_by_viewer ? 'View' : 'Open'}
            </Link>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                openBuyGoodyBag({ goodyBagId: bag.id, advisorLogin: bag.owner_name });
              }}
            >
              Buy
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The 9 placeholder cards shown while a goody list loads (spec 001 §9). */
export function GoodyBagSkeletons() {
  return (
    <ul className="goody-grid" aria-busy="true" aria-label="Loading goodies">
      {Array.from({ length: 9 }, (_, i) => (
        <li key={i} className="goody-card goody-card--skeleton" aria-hidden="true">
          <span className="goody-card__cover skeleton" />
          <span className="skeleton skeleton--line" />
        </li>
      ))}
    </ul>
  );
}
