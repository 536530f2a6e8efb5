import { createFileRoute, Link } from '@tanstack/react-router';
import { formatCents } from '@flirtwire/contracts';
import { HomepageEditor } from '@/features/profile-images/components/homepage-editor';
import { HomepageNotice } from '@/features/profile-images/components/homepage-notice';
import { ProfileImageEditor } from '@/features/profile-images/components/profile-image-editor';
import { SiteDollarsPanel } from '@/features/site-dollars/components/site-dollars-panel';
import { requireUser } from '@/lib/guards';
import { useCurrentUser } from '@/lib/session';

export const Route = createFileRoute('/account/')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: AccountPage,
});

function AccountPage() {
  const user = useCurrentUser();
  const me = user.data;
  if (!me) return null;
  return (
    <section className="page page--narrow">
      <h1>Account</h1>
      <dl className="facts">
        <div>
          <dt>Member Name</dt>
          <dd>{me.login}</dd>
        </div>
        {me.email ? (
          <div>
            <dt>Email</dt>
            <dd>
              <EmailAddress email={me.email} />
            </dd>
          </div>
        ) : null}
        {me.pin ? (
          <div>
            <dt>Your PIN</dt>
            <dd>{me.pin}</dd>
          </div>
        ) : null}
        {/* A Flirt's payable balance; a customer's money on account is their site dollars below. */}
        {me.is_advisor ? (
          <div>
            <dt>Balance</dt>
            <dd>{formatCents(me.available_balance)}</dd>
          </div>
        ) : null}
      </dl>
      {/* site dollars */}
      {me.is_advisor ? null : <SiteDollarsPanel />}
      <nav className="link-cards" aria-label="Your account">
        <Link to="/account/payment_methods" className="link-card">
          <strong>Payment Methods</strong>
          <span>Add a card, choose your default card or remove one.</span>
        </Link>
        <Link to="/account/phone" className="link-card">
          <strong>Phone</strong>
          <span>Add and verify your phone to call Flirts and to sign in by phone.</span>
        </Link>
      </nav>
      {me.is_advisor ? (
        <section className="profile-images" aria-labelledby="profile-images-title">
          <h2 id="profile-images-title">Your profile</h2>
          <HomepageNotice />
          <ProfileImageEditor kind="avatar" />
          <ProfileImageEditor kind="cover" />
          <HomepageEditor login={me.login} />
        </section>
      ) : null}
      {me.is_advisor ? (
        <nav className="link-cards" aria-label="Your business">
          <Link to="/my_customers" className="link-card">
            <strong>My Customers</strong>
            <span>Search, tag, message and block your customers.</span>
          </Link>
          <Link to="/account/earnings" className="link-card">
            <strong>Earnings</strong>
            <span>What you earned by channel, gross and net, with the history.</span>
          </Link>
          <Link to="/account/payout" className="link-card">
            <strong>Payout Info</strong>
            <span>How and where you are paid, and your tax id.</span>
          </Link>
          <Link to="/account/tax_forms" className="link-card">
            <strong>Tax Forms</strong>
            <span>Your Form 1099-K for each tax year.</span>
          </Link>
          <Link to="/social_shouts" className="link-card">
            <strong>Social Shouts</strong>
            <span>
              Link Twitter, Tumblr and Bluesky and tell your followers what you are up to.
            </span>
          </Link>
        </nav>
      ) : null}
      {/* Becoming a Flirt: back to the unfinished setup wizard, or to the feed's setup. */}
      {me.flirt_setup_step !== null && me.flirt_setup_step !== 'completed' ? (
        <p className="notice notice--info">
          Your Flirt account is not set up yet.{' '}
          <Link to="/advisor_signup/account_setup">Continue setup</Link>
        </p>
      ) : null}
      {me.is_advisor ? (
        <nav className="link-cards" aria-label="Your feed">
          {!me.onboarding_complete ? (
            <Link to="/feed/$login/onboarding" params={{ login: me.login }} className="link-card">
              <strong>Set Up Your Feed</strong>
              <span>Agree to the legal terms, set your price and create your first post.</span>
            </Link>
          ) : null}
          <Link to="/feed/subscription_settings" className="link-card">
            <strong>Subscription Settings</strong>
            <span>The monthly price of a subscription to your feed.</span>
          </Link>
        </nav>
      ) : null}
    </section>
  );
}

/**
 * An address has no spaces to wrap at: offer the line break after the '@' (the card's CSS breaks
 * anywhere only when the part before it is itself too long for a line).
 */
function EmailAddress({ email }: { readonly email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
