import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { SignUpDialog } from '@/features/auth/components/sign-up-dialog';

export const Route = createFileRoute('/signup')({
  validateSearch: z.object({
    return_url: z.string().max(2000).optional().catch(undefined),
    product: z.enum(['chat', 'call', 'gb']).optional().catch(undefined),
  }),
  component: SignUpPage,
});

function SignUpPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <SignUpDialog
        product={search.product}
        returnUrl={search.return_url}
        onClose={() => {
          void navigate({ to: '/' });
        }}
      />
    </div>
  );
}
