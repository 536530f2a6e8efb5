import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyAccountDialog } from '@/features/auth/components/password-dialogs';

/**
 * /verify_account?type=card|payer_id&id=: the Verify Account step of a password reset. The id
 * comes from the reset request; without it the link is not valid, and spec 002 §4 sends an
 * invalid link to forgot_password with its status (there: "Sorry, but your request has been
 * expired. Please request your password once again.").
 */
export const Route = createFileRoute('/verify_account')({
  validateSearch: z.object({
    type: z.enum(['card', 'payer_id']).catch('card'),
    id: z.string().trim().max(100).catch(''),
  }),
  beforeLoad: ({ search }) => {
    if (search.id === '') {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/forgot_password', search: { status: 'expired' }, replace: true });
    }
  },
  component: VerifyAccountPage,
});

function VerifyAccountPage() {
  const { type, id } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <VerifyAccountDialog
        type={type}
        id={id}
        onClose={() => {
          void navigate({ to: '/forgot_password' });
        }}
      />
    </div>
  );
}
