import type { ReactNode } from 'react';
import type { HeroSlide } from './hero-carousel';
import { isPlainClick } from '@/components/listing-card';

export type HomeAudience = 'visitor' | 'customer' | 'advisor';

/**
 * The four hero slides. Each leads somewhere this app has a screen for: the first keeps what the
 * home page always offered (Register and Sign In, the account, or My Customers for Flirts).
 */
export function homeSlides({
  audience,
  has,
  navigate,
}: {
  readonly audience: HomeAudience;
  readonly has: (href: string) => boolean;
  readonly navigate: (href: string) => void;
}): HeroSlide[] {
  const link = (href: string, label: string, primary = false): ReactNode =>
    has(href) ? (
      <a
        key={href}
        href={href}
        className={`button${primary ? ' button--primary' : ''}`}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        {label}
      </a>
    ) : null;
  const actions = (...items: ReactNode[]): ReactNode => {
    const shown = items.filter((item) => item !== null);
    return shown.length > 0 ? <>{shown}</> : undefined;
  };
  const account =
    audience === 'advisor'
      ? actions(link('/my_customers', 'Go to My Customers', true))
      : audience === 'customer'
        ? actions(link('/account', 'Your account', true))
        : actions(link('/signup', 'Register', true), link('/login', 'Sign In'));
  const chatHref = has('/chat/browse') ? '/chat/browse' : audience === 'visitor' ? null : '/chat';
  const slides: (HeroSlide & { action?: ReactNode })[] = [
    {
      key: 'desire',
      title: 'Speak to Your Desire',
      text: 'Live phone sex, recorded fantasies and chat with real Flirts, whenever you want.',
      action: account,
    },
    {
      key: 'free-minutes',
      title: '3 FREE Minutes for new customers',
      text: 'Register today and your first three minutes with a Flirt are on us.',
      action:
        audience === 'visitor'
          ? actions(link('/signup', 'Claim your free minutes', true))
          : actions(link('/search', 'Find a Flirt', true)),
    },
    {
      key: 'discreet',
      title: 'Safe. Secure. Discreet.',
      text: 'Call through our toll-free number, pay with discreet billing, and your own number is never shown to a Flirt.',
      action: actions(link('/help/privacy_policy', 'Our privacy promise')),
    },
    {
      key: 'chat',
      title: 'Chat Now',
      text: 'Message a Flirt who is online right now, from your phone or your computer.',
      action: chatHref ? actions(link(chatHref, 'Start chatting', true)) : undefined,
    },
  ];
  return slides.map(({ action, ...slide }) => (action ? { ...slide, action } : slide));
}
