import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { SignUpDialog } from '@/features/auth/components/sign-up-dialog';
import { currentUserQuery } from '@/lib/session';

export const Route = createFileRoute('/advisor_signup/newuser')({
  // A signed-in person becomes a Flirt through the setup wizard, without a second account.
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.query({ ...currentUserQuery, staleTime: 'static' });
    if (user) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({ to: '/advisor_signup/account_setup', replace: true });
    }
  },
  component: FlirtSignUpPage,
});

function FlirtSignUpPage() {
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <SignUpDialog
        flirt
        onClose={() => {
          void navigate({ to: '/' });
        }}
      />
    </div>
  );
}
