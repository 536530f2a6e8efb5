import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordDialog } from '@/features/auth/components/password-dialogs';

export const Route = createFileRoute('/forgot_password')({
  validateSearch: z.object({ status: z.string().max(40).optional().catch(undefined) }),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { status } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <ForgotPasswordDialog
        status={status}
        onClose={() => {
          void navigate({ to: '/login' });
        }}
      />
    </div>
  );
}
