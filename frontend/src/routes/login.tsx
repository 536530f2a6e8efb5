import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';

export const SignInSearch = z.object({
  return_url: z.string().max(2000).optional().catch(undefined),
  fromLogin: z.boolean().optional().catch(undefined),
  product: z.enum(['chat', 'call', 'gb']).optional().catch(undefined),
  advisor: z.string().max(40).optional().catch(undefined),
  reactivation: z.enum(['expired']).optional().catch(undefined),
});

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
