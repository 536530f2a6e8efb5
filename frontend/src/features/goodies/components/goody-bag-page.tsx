import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { useGoodyBag } from '../api/get-goody-bag';
import {
  contentsLine,
  goodyBagPath,
  priceText,
  signInToBuyPath,
  tagLabels,
} from '../lib/goody-display';
import { GoodyLightbox } from './goody-lightbox';
import { openBuyGoodyBag } from './open-buy-goody-bag';
import './goodies.css';
import { LockIcon } from '@/components/lock-icon';

const LOCKED_LABEL = { image: 'Photo', video: 'Video', audio: 'Audio' } as const;

/**
 * One goody bag (/{login}/gb/{id} and /profile/{login}/gb/{id}, spec 001 §2.1): cover, what is
 * inside, price, tags and the files, locked until bought. `?action=buy` opens the purchase
 * (visitors sign in first and come back); `?action=view` (after buying) opens the lightbox.
 */
export function GoodyBagPage({
  login,
  goodyBagId,
  action,
  profilePage = false,
}: {
  readonly login: string;
  readonly goodyBagId: string;
  readonly action: 'buy' | 'view' | undefined;
  readonly profilePage?: boolean;
}) {
  const bag = useGoodyBag(goodyBagId);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [index, setIndex] = useState<number | null>(null);
  const data = bag.data;
  const unlocked = data?.media.filter((m) => m.unlocked) ?? [];
  const canOpen = unlocked.length > 0;

  useEffect(() => {
    if (action !== 'buy' || user.isPending || !data) return;
    if (!user.data) {
      void navigate({ href: signInToBuyPath(login, goodyBagId), replace: true });
      return;
    }
    void navigate({ href: goodyBagPath(login, goodyBagId, { profilePage }), replace: true });
    if (!data.purchased_by_viewer && !data.is_owned_by_viewer) {
      openBuyGoodyBag({ goodyBagId, advisorLogin: login });
    }
  }, [action, user.isPending, user.data, data, login, goodyBagId, profilePage, navigate]);

  useEffect(() => {
    if (action === 'view' && canOpen) setIndex(0);
  }, [action, canOpen]);

  const back = profilePage
    ? `/profile/${encodeURIComponent(login)}#goodies`
    : `/${encodeURIComponent(login)}/goodies`;
  if (bag.isPending) return <p role="status">Loading...</p>;
  if (bag.isError) return <ErrorState error={bag.error} onRetry={() => void bag.refetch()} />;
  const owned = bag.data.purchased_by_viewer || bag.data.is_owned_by_viewer;
  return (
    <article className="goody-page" aria-labelledby="goody-title">
      <Link to={back}>← {login}'s goodies</Link>
      <header className="goody-page__header">
        <div>
          <h1 id="goody-title">{bag.data.title}</h1>
          <p className="hint">
            {contentsLine(bag.data)} · by{' '}
            <Link to="/$login" params={{ login }}>
              {login}
            </Link>
          </p>
        </div>
        <div>
          <strong className="goody-card__price">{priceText(bag.data.price)}</strong>{' '}
          {owned ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!canOpen}
              onClick={() => {
                setIndex(0);
              }}
            >
              Open Goodies
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                if (!user.data) {
                  void navigate({ href: signInToBuyPath(login, goodyBagId) });
                  return;
                }
                openBuyGoodyBag({ goodyBagId, advisorLogin: login });
              }}
            >
              Buy Goody Bag
            </button>
          )}
        </div>
      </header>
      {bag.data.is_owned_by_viewer && bag.data.status === 'draft' ? (
        <p className="storefront-notice">This goody bag is a draft: only you can see it.</p>
      ) : null}
      {bag.data.description ? <p>{bag.data.description}</p> : null}
      <ul className="goody-tags" aria-label="Tags">
        {tagLabels(bag.data).map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
      <h2>{owned ? 'Your files' : 'Inside'}</h2>
      <ul className="goody-media" aria-label="Files">
        {bag.data.media.map((item, i) => (
          <li key={item.fm_item_id ?? `locked-${String(i)}`}>
            {item.unlocked ? (
              <button
                type="button"
                className="goody-media__item"
                aria-label={`Open ${LOCKED_LABEL[item.item_type].toLowerCase()} ${String(i + 1)}`}
                onClick={() => {
                  setIndex(unlocked.indexOf(item));
                }}
              >
                {item.thumbnail_url ? (
                  <img src={item.thumbnail_url} alt="" />
                ) : (
                  <span>{LOCKED_LABEL[item.item_type]}</span>
                )}
              </button>
            ) : (
              <span
                className="goody-media__item"
                aria-label={`${LOCKED_LABEL[item.item_type]}, locked`}
              >
                <LockIcon /> {LOCKED_LABEL[item.item_type]}
              </span>
            )}
          </li>
        ))}
      </ul>
      <GoodyLightbox
        items={unlocked}
        index={index}
        onIndex={setIndex}
        onClose={() => {
          setIndex(null);
          if (action === 'view') {
            void navigate({
              href: goodyBagPath(login, goodyBagId, { profilePage }),
              replace: true,
            });
          }
        }}
      />
    </article>
  );
}
