import { Link } from '@tanstack/react-router';
import { ErrorState, Loading } from '@/components/states';
import { useCurrentUser } from '@/lib/session';
import { STEP_LABELS } from '../lib/wizard';

const OFFERS: readonly { readonly title: string; readonly text: string }[] = [
  { title: 'Phone Sex and Chat', text: 'List live and recorded calls and chat by the volley.' },
  { title: 'Goodies', text: 'Sell bundles of your photos, videos and audio.' },
  { title: 'Your Feed', text: 'Publish free and subscriber posts and sell monthly Packages.' },
  { title: 'Tributes', text: 'Receive one-time and monthly tributes from your fans.' },
];

/**
 * Become a Flirt (/flirt, in every menu): what a Flirt sells, the setup steps, and the way in
 * for this person: register (visitors), the setup wizard (members, or where they left it), or
 * their own pages (Flirts already).
 */
export function BecomeAFlirtPage() {
  const user = useCurrentUser();
  return (
    <section className="page page--narrow become-flirt">
      <h1>Become a Flirt</h1>
      <p className="become-flirt__lead">
        Earn from your calls, chats, goodies, tributes and feed subscriptions. Your phone number
        stays hidden: every call is connected by us. Flirts must be 18 or older.
      </p>
      <ul className="become-flirt__offers">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="card">
            <strong>{offer.title}</strong>
            <span>{offer.text}</span>
          </li>
        ))}
      </ul>
      <h2>How to get started</h2>
      <ol className="become-flirt__steps">
        <li>Register, or sign in to your member account.</li>
        <li>Set up your Flirt account in five steps: {Object.values(STEP_LABELS).join(', ')}.</li>
        <li>Create your listings, goodies and feed, and get paid out.</li>
      </ol>
      <div className="become-flirt__action">
        {user.isPending ? (
          <Loading />
        ) : user.isError ? (
          <ErrorState error={user.error} onRetry={() => void user.refetch()} />
        ) : !user.data ? (
          <p className="become-flirt__buttons">
            <Link to="/advisor_signup/newuser" className="button button--primary">
              Register as a Flirt
            </Link>
            <Link to="/login" search={{ return_url: '/flirt' }} className="button">
              Sign In
            </Link>
          </p>
        ) : user.data.is_advisor ? (
          <>
            <p>You are a Flirt already.</p>
            <p className="become-flirt__buttons">
              <Link to="/listings" className="button button--primary">
                My Listings
              </Link>
              <Link to="/$login" params={{ login: user.data.login }} className="button">
                Your Storefront
              </Link>
            </p>
          </>
        ) : (
          <p className="become-flirt__buttons">
            <Link to="/advisor_signup/account_setup" className="button button--primary">
              {user.data.flirt_setup_step === null ? 'Set Up Your Flirt Account' : 'Continue Setup'}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
