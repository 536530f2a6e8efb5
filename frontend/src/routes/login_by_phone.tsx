import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { SignInSearch } from '@/features/auth/lib/sign-in-search';

export const Route = createFileRoute('/login_by_phone')({
  validateSearch: SignInSearch,
  component: PhoneSignInPage,
});

function PhoneSignInPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <SignInDialog
        variant="phone"
        returnUrl={search.return_url}
        product={search.product}
        advisor={search.advisor}
        onClose={() => {
          void navigate({ to: '/' });
        }}
      />
    </div>
  );
}
