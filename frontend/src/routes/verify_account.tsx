import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { VerifyAccountDialog } from '@/features/auth/components/password-dialogs';
import { oneOf, orElse, searchSchema, text } from '@/lib/search-schema';

/**
 * /verify_account?type=card|payer_id&id=: the Verify Account step of a password reset. The id
 * comes from the reset request; without it the link is not valid, and spec 002 §4 sends an
 * invalid link to forgot_password with its status (there: "Sorry, but your request has been
 * expired. Please request your password once again.").
 */
export const Route = createFileRoute('/verify_account')({
  validateSearch: searchSchema({
    type: orElse(oneOf(['card', 'payer_id']), 'card'),
    id: orElse(text({ trim: true, max: 100 }), ''),
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
