import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EmailSentDialog } from '@/features/auth/components/password-dialogs';

export const Route = createFileRoute('/reset_password_complete')({
  component: EmailSentPage,
});

function EmailSentPage() {
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <EmailSentDialog
        onClose={() => {
          void navigate({ to: '/login' });
        }}
      />
    </div>
  );
}
