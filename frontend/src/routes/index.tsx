import { createFileRoute, Link } from '@tanstack/react-router';
import { InstallAppButton } from '@/features/site/components/install-app';
import { useCurrentUser } from '@/lib/session';

export const Route = createFileRoute('/')({
  component: Home,
});

function Home() {
  const user = useCurrentUser();
  return (
    <section className="page hero">
      <h1 className="hero__title">Speak to Your Desire</h1>
      <p className="hero__lead">
        Call, chat, tip and subscribe to the Flirts you like. Safe. Secure. Discreet.
      </p>
      <div className="hero__actions">
        {user.data?.is_advisor ? (
          <Link to="/my_customers" className="button button--primary">
            Go to My Customers
          </Link>
        ) : user.data ? (
          <Link to="/account" className="button button--primary">
            Your account
          </Link>
        ) : (
          <>
            <Link to="/signup" className="button button--primary">
              Register
            </Link>
            <Link to="/login" className="button">
              Sign In
            </Link>
          </>
        )}
        <InstallAppButton className="button button--quiet" />
      </div>
    </section>
  );
}
