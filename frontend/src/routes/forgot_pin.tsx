import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ForgotPinDialog } from '@/features/auth/components/forgot-pin-dialog';

export const Route = createFileRoute('/forgot_pin')({
  component: ForgotPinPage,
});

function ForgotPinPage() {
  const navigate = useNavigate();
  return (
    <div className="auth-backdrop">
      <ForgotPinDialog
        onClose={() => {
          void navigate({ to: '/login_by_phone' });
        }}
      />
    </div>
  );
}
