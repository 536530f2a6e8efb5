import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { SignInSearch } from '@/features/auth/lib/sign-in-search';

export const Route = createFileRoute('/login')({
  validateSearch: SignInSearch,
  component: SignInPage,
});

function SignInPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <SignInDialog
        variant="web"
        returnUrl={search.return_url}
        product={search.product}
        advisor={search.advisor}
        reactivationExpired={search.reactivation === 'expired'}
        onClose={() => {
          void navigate({ to: '/' });
        }}
      />
    </div>
  );
}
