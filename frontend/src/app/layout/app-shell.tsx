// chat
import { useChatNotices } from '@/features/chat/components/use-chat-notices';
// calls
import { useCallNotices } from '@/features/calls/components/use-call-notices';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useMatches, useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CardDialogsProvider } from '@/features/cards/components/card-dialogs-provider';
import { HeaderSearch } from '@/features/search/components/header-search';
// marketplace browse: the all-categories dropdown
import { HeaderCategories } from '@/features/marketplace/components/header-categories';
import { PushPrompt } from '@/features/site/components/push-prompt';
import { CookiesBanner, SiteBanner } from '@/features/site/components/site-banners';
import { SecondaryAuthHost } from '@/features/auth/components/secondary-auth-host';
import { TributeHost } from '@/features/tips/components/tribute-dialog';
// goodies
import { BuyGoodyHost } from '@/features/goodies/components/buy-goody-host';
import { PlusHost } from '@/app/plus/plus-host';
import { OfflineDialog } from '@/components/offline-dialog';
// paid mail: the unread-mail count on the Mail link
import { useUnreadMail } from '@/features/mail/components/use-unread-mail';
import { Snackbars } from '@/components/snackbars';
import { hasScreen } from '@/lib/has-screen';
import '@/lib/route-static-data';
import { useIsMobile, usePressOutside } from '@/lib/hooks';
import { realtime, useRealtimeNotices } from '@/lib/realtime';
import {
  audienceOf,
  currentUserQuery,
  useAppConfig,
  useCurrentUser,
  useSignOut,
} from '@/lib/session';
import { showSnackbar } from '@/lib/snackbar-store';
import { expandedMenu, hasSimplifiedHeader, type MenuLink, primaryNav, staffMenu } from './menus';

/** A link the router handles (no reload); the browser does the rest (new tab, copy link). */
function NavLink({
  link,
  className,
  onClick,
  children,
}: {
  readonly link: MenuLink;
  readonly className?: string;
  readonly onClick?: () => void;
  readonly children?: ReactNode;
}) {
  const router = useRouter();
  const pathname = useLocation({ select: (location) => location.pathname });
  const path = link.href.split(/[?#]/)[0] ?? link.href;
  const current =
    path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
  return (
    <a
      href={link.href}
      className={className}
      {...(current ? { 'aria-current': 'page' as const } : {})}
      onClick={(event) => {
        onClick?.();
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        void router.navigate({ href: link.href });
      }}
    >
      {children ?? link.label}
    </a>
  );
}

function UnreadDot({ show }: { readonly show: boolean }) {
  if (!show) return null;
  return <span className="unread-dot" role="img" aria-label="unread messages" />;
}

/** The Mail link's unread-mail count (hidden at zero). */
const MAIL_HREF = '/messages';
function CountBadge({ count, label }: { readonly count: number; readonly label: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge">
      {count}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
const mailBadge = (link: MenuLink, count: number) =>
  link.href === MAIL_HREF ? <CountBadge count={count} label="unread mail" /> : null;

function useRealtimeConnection() {
  // chat: live conversations and the incoming-message toast
  useChatNotices();
  // calls: live call state and the Flirt's incoming-call notice
  useCallNotices();
  const config = useAppConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    realtime.configure(config.data?.realtime ?? null);
  }, [config.data]);
  const me = config.data?.realtime.topics.private_updates ?? null;
  // Private notices (chat, balance, account) refresh the current user: the unread dot.
  useRealtimeNotices(
    (notice) => {
      if (me && notice.owner === me)
        void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
    () => {
      void queryClient.invalidateQueries();
    },
  );
}

function AccountMenu({
  items,
  signedIn,
  onSignOut,
  unreadMail,
}: {
  readonly items: readonly MenuLink[];
  readonly signedIn: boolean;
  readonly onSignOut: () => void;
  readonly unreadMail: number;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  usePressOutside(ref, open, () => {
    setOpen(false);
  });
  return (
    <div
      className="menu"
      ref={ref}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className="button button--quiet menu__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        Menu <CountBadge count={unreadMail} label="unread mail" /> <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul className="menu__list">
          {items.map((item) => (
            <li key={item.label}>
              <NavLink
                link={item}
                className="menu__item"
                onClick={() => {
                  setOpen(false);
                }}
              >
                {item.label}
                {mailBadge(item, unreadMail)}
              </NavLink>
            </li>
          ))}
          {signedIn ? (
            <li>
              <button type="button" className="menu__item" onClick={onSignOut}>
                Sign Out
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The page frame of spec 000 §2: header with navigation (Chat with its unread dot), search and
 * the expanded menu of the person's kind; the hamburger under 900 px (the menu closes above
 * it); the mobile bottom bar; flash messages; the offline dialog.
 */
export function AppShell({ children }: { readonly children: ReactNode }) {
  const user = useCurrentUser();
  const audience = audienceOf(user.data);
  // No dead ends: a link shows only once its screen exists in this app.
  const router = useRouter();
  const linked = (link: MenuLink) => hasScreen(router, link.href);
  const location = useLocation();
  // The call page's simplified header: the brand and the account, no navigation or search.
  const simplified = hasSimplifiedHeader(location.pathname);
  const nav = simplified ? [] : primaryNav(audience).filter(linked);
  const menu = [...expandedMenu(audience), ...staffMenu(user.data?.roles)].filter(linked);
  const isMobile = useIsMobile();
  // Spec 000 §2: no bottom bar on the storefront and profile tabs (they have their own tabs).
  const storefrontTab = useMatches({
    select: (matches) => matches.some((match) => match.staticData.storefrontTab === true),
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigate = useNavigate();
  const signOut = useSignOut();
  useRealtimeConnection();

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname]);

  const unread = user.data?.hasUnreadChatMessages ?? false;
  const unreadMail = useUnreadMail(Boolean(user.data) && menu.some((l) => l.href === MAIL_HREF));
  const doSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => {
        showSnackbar('You have been signed out.', 'success');
        void navigate({ to: '/' });
      },
    });
  };

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteBanner />
      <CookiesBanner />
      <header className="header">
        <div className="header__inner">
          {isMobile && !simplified ? (
            <button
              type="button"
              className="icon-button header__hamburger"
              aria-label="Menu"
              aria-expanded={drawerOpen}
              aria-controls="site-drawer"
              onClick={() => {
                setDrawerOpen((value) => !value);
              }}
            >
              <span className="hamburger" aria-hidden="true" />
            </button>
          ) : null}
          <Link to="/" className="brand" aria-label="Flirtwire home">
            <span className="brand__mark" aria-hidden="true">
              ♥
            </span>
            <span className="brand__name">Flirtwire</span>
          </Link>
          {!isMobile && !simplified ? (
            <nav className="header__nav" aria-label="Main">
              {nav.map((link) => (
                <NavLink key={link.key} link={link} className="header__link">
                  {link.label}
                  {link.key === 'chat' ? <UnreadDot show={unread} /> : null}
                </NavLink>
              ))}
            </nav>
          ) : null}
          {!isMobile && !simplified ? <HeaderCategories variant="menu" /> : null}
          {simplified ? null : (
            <div className="header__search">
              <HeaderSearch />
            </div>
          )}
          <div className="header__account">
            {user.data ? (
              <span className="header__login" title="Signed in">
                {user.data.login}
              </span>
            ) : user.isPending ? null : (
              <>
                <Link
                  to="/login"
                  search={{ return_url: location.href }}
                  className="button button--quiet"
                >
                  Sign In
                </Link>
                {!isMobile ? (
                  <Link to="/signup" className="button button--primary">
                    Register
                  </Link>
                ) : null}
              </>
            )}
            {!isMobile && !simplified ? (
              <AccountMenu
                items={menu}
                signedIn={Boolean(user.data)}
                onSignOut={doSignOut}
                unreadMail={unreadMail}
              />
            ) : null}
          </div>
        </div>
        {isMobile && drawerOpen ? (
          <nav id="site-drawer" className="drawer" aria-label="Main">
            <ul>
              {nav.map((link) => (
                <li key={link.key}>
                  <NavLink link={link} className="drawer__link">
                    {link.label}
                    {link.key === 'chat' ? <UnreadDot show={unread} /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
            <HeaderCategories variant="drawer" />
            <ul className="drawer__secondary">
              {menu.map((link) => (
                <li key={link.label}>
                  <NavLink link={link} className="drawer__link">
                    {link.label}
                    {mailBadge(link, unreadMail)}
                  </NavLink>
                </li>
              ))}
              {user.data ? (
                <li>
                  <button type="button" className="drawer__link" onClick={doSignOut}>
                    Sign Out
                  </button>
                </li>
              ) : (
                <li>
                  <Link to="/signup" className="drawer__link">
                    Register
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {/* The card modals and the tribute modal, open from any screen (features stay apart). */}
        <CardDialogsProvider>
          {children}
          <TributeHost />
          {/* goodies */}
          <BuyGoodyHost />
          {/* the NF+ modal (openPlusModal) */}
          <PlusHost />
        </CardDialogsProvider>
      </main>
      {isMobile && !simplified && !storefrontTab ? (
        <nav className="bottom-bar" aria-label="Shortcuts">
          {nav.map((link) => (
            <NavLink key={link.key} link={link} className="bottom-bar__link">
              <span
                className={`bottom-bar__icon bottom-bar__icon--${link.key}`}
                aria-hidden="true"
              />
              {link.label.toUpperCase()}
              {link.key === 'chat' ? <UnreadDot show={unread} /> : null}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <Snackbars />
      <OfflineDialog />
      <PushPrompt />
      <SecondaryAuthHost />
    </div>
  );
}
