import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ForgotPasswordDialog } from '@/features/auth/components/password-dialogs';
import { searchSchema, text } from '@/lib/search-schema';

export const Route = createFileRoute('/forgot_password')({
  validateSearch: searchSchema({ status: text({ max: 40 }) }),
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
