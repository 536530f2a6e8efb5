import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { openTributeModal } from '@/components/card-dialogs';
import { hasScreen } from '@/lib/has-screen';
import { useCurrentUser } from '@/lib/session';
import { imageModerationNote } from '../lib/image-moderation';
import { chatShown, type StorefrontTab, TAB_LABELS, tabPath } from '../lib/storefront-tabs';
import { ProfileMenu } from './profile-menu';
import './storefront.css';

/** Spec 001 §9: the compact header sticks 43 px below the top bar once the hero scrolls away. */
const STICKY_OFFSET_PX = 43;

export type ImageKind = 'avatar' | 'cover';

export interface StorefrontPageProps {
  readonly profile: StorefrontProfileResponse;
  readonly tabs: readonly StorefrontTab[];
  /** The tab shown (null when the Flirt has none yet). */
  readonly tab: StorefrontTab | null;
  /** The shown tab's content. */
  readonly children: ReactNode;
  /** The profile page (/profile/{login}) rather than the storefront. */
  readonly profilePage?: boolean;
  /** Only the owner edits the avatar and cover: given, an edit button shows for them. */
  readonly onEditImage?: (kind: ImageKind) => void;
  /** Where a tab goes (default: the storefront's tab paths). */
  readonly tabHref?: ((tab: StorefrontTab) => string) | undefined;
}

function memberSince(iso: string): string {
  const date = new Date(iso);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
}

/**
 * A Flirt's storefront (spec 001 §2.1, §2.2) or profile page (§2.1 /profile/{login}): the
 * header (cover, avatar, login, feed icon, Member Since, Chat, Pay a Tribute, the menu), a
 * compact header once it scrolls away, the tabs in the spec's order and the shown tab.
 */
export function StorefrontPage({
  profile,
  tabs,
  tab,
  children,
  profilePage = false,
  onEditImage,
  tabHref,
}: StorefrontPageProps) {
  const hrefOf = (name: StorefrontTab) => tabHref?.(name) ?? tabPath(profile.advisor.login, name);
  const router = useRouter();
  const user = useCurrentUser();
  const { advisor } = profile;
  const owner = profile.is_owner;
  const viewer = owner ? 'owner' : user.data ? 'member' : 'visitor';
  const hero = useRef<HTMLElement>(null);
  const [compact, setCompact] = useState(false);

  useEffect(() => {
    const onScroll = () => {
      const box = hero.current?.getBoundingClientRect();
      const header = Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--header-height'),
      );
      setCompact(box !== undefined && box.bottom < (header || 0) + STICKY_OFFSET_PX);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // No chat with oneself: the Flirt sees their storefront without the button.
  const chat =
    !owner && chatShown(profile.chat) && hasScreen(router, '/chat/$slug') ? (
      <a className="button" href={`/chat/${encodeURIComponent(profile.chat.slug)}`}>
        Chat
      </a>
    ) : null;
  const tribute = owner ? null : user.data ? (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        openTributeModal({ advisorId: advisor.id, advisorLogin: advisor.login });
      }}
    >
      Pay a Tribute
    </button>
  ) : (
    // A visitor signs in first and comes back with #tribute, which opens the modal.
    <Link
      to="/login"
      search={{ return_url: `/${encodeURIComponent(advisor.login)}#tribute` }}
      className="button button--primary"
    >
      Pay a Tribute
    </Link>
  );
  const menu = (
    <ProfileMenu
      viewer={viewer}
      login={advisor.login}
      onProfilePage={profilePage}
      homepageStatus={profile.homepage_status}
      onboardingComplete={advisor.onboarding_complete}
      recurringPackages={profile.recurring_package_tributes}
      showMemberSince={profile.show_member_since}
      recordNamePath={owner ? (user.data?.record_name_path ?? null) : null}
      returnTo={typeof window === 'undefined' ? '/' : window.location.pathname}
    />
  );
  const feedIcon = tabs.includes('feed') ? (
    <Link
      to="/$login/feed"
      params={{ login: advisor.login }}
      className="storefront-hero__feed"
      aria-label={`${advisor.login}'s feed`}
      title="Feed"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M6.2 19.6a2.2 2.2 0 1 1 0-4.4 2.2 2.2 0 0 1 0 4.4ZM4 10.1v2.9a7 7 0 0 1 7 7h2.9A9.9 9.9 0 0 0 4 10.1Zm0-5.7v2.9A12.7 12.7 0 0 1 16.7 20h2.9A15.6 15.6 0 0 0 4 4.4Z"
        />
      </svg>
    </Link>
  ) : null;

  return (
    <div className="storefront">
      {profilePage ? (
        <div className="storefront-bar">
          <Link
            to="/$login"
            params={{ login: advisor.login }}
            className="button button--quiet"
            aria-label={`Back to ${advisor.login}'s storefront`}
          >
            <span aria-hidden="true">←</span>
          </Link>
          <h1 className="storefront-bar__title">{advisor.login}</h1>
          {menu}
        </div>
      ) : null}
      <section ref={hero} className="storefront-hero" aria-label={`${advisor.login}'s header`}>
        <div
          className="storefront-hero__cover"
          style={profile.cover_url ? { backgroundImage: `url(${profile.cover_url})` } : undefined}
        >
          {owner && onEditImage ? (
            <button
              type="button"
              className="button button--small storefront-hero__edit-cover"
              onClick={() => {
                onEditImage('cover');
              }}
            >
              Edit Cover
            </button>
          ) : null}
        </div>
        <div className="storefront-hero__body">
          <div className="storefront-hero__avatar">
            {profile.avatar_url ? (
              <img src={profile.avatar_url} alt={`${advisor.login}'s avatar`} />
            ) : (
              <span aria-hidden="true">{advisor.login.slice(0, 1).toUpperCase()}</span>
            )}
            {owner && onEditImage ? (
              <button
                type="button"
                className="button button--small storefront-hero__edit-avatar"
                onClick={() => {
                  onEditImage('avatar');
                }}
              >
                Edit Avatar
              </button>
            ) : null}
          </div>
          <div className="storefront-hero__id">
            <div className="storefront-hero__name">
              {profilePage ? (
                <p className="storefront-hero__login">{advisor.login}</p>
              ) : (
                <h1 className="storefront-hero__login">{advisor.login}</h1>
              )}
              {feedIcon}
            </div>
            {profile.member_since && (profile.show_member_since || owner) ? (
              <p className="storefront-hero__since">
                Member Since {memberSince(profile.member_since)}
                {owner && !profile.show_member_since ? ' (hidden from others)' : null}
              </p>
            ) : null}
          </div>
          {owner ? (
            <ModerationNotes
              notes={[
                imageModerationNote('avatar', profile.avatar_image_moderation_status),
                imageModerationNote('cover', profile.cover_image_moderation_status),
              ]}
            />
          ) : null}
          <div className="storefront-hero__actions">
            {chat}
            {tribute}
            {profilePage ? null : menu}
          </div>
        </div>
      </section>
      {compact ? (
        <div className="storefront-compact">
          <span className="storefront-compact__avatar" aria-hidden="true">
            {profile.avatar_url ? (
              <img src={profile.avatar_url} alt="" />
            ) : (
              advisor.login.slice(0, 1).toUpperCase()
            )}
          </span>
          <span className="storefront-compact__login">{advisor.login}</span>
          <span className="storefront-compact__actions">
            {chat}
            {tribute}
          </span>
        </div>
      ) : null}
      {profilePage && profile.homepage_content ? (
        <section
          className="storefront-homepage"
          aria-label="About"
          // Accepted homepages are sanitised by the server (safe tags and links only).
          dangerouslySetInnerHTML={{ __html: profile.homepage_content }}
        />
      ) : null}
      {tabs.length > 0 ? (
        <nav className="tabs storefront-tabs" aria-label={`${advisor.login}'s storefront`}>
          {tabs.map((name) => (
            <a
              key={name}
              href={hrefOf(name)}
              className="tabs__tab"
              aria-current={name === tab ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                void router.navigate({ href: hrefOf(name) });
              }}
            >
              {TAB_LABELS[name]}
            </a>
          ))}
        </nav>
      ) : null}
      <div className="storefront-content">{children}</div>
    </div>
  );
}

/** The owner's notes about images under review or removed (the icon's tooltip, spelled out). */
function ModerationNotes({ notes }: { readonly notes: readonly (string | null)[] }) {
  const shown = notes.filter((note): note is string => note !== null);
  if (shown.length === 0) return null;
  return (
    <ul className="storefront-hero__moderation">
      {shown.map((note) => (
        <li key={note} title={note}>
          <span aria-hidden="true">⏳ </span>
          {note}
        </li>
      ))}
    </ul>
  );
}
