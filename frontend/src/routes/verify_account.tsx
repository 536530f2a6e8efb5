import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { VerifyAccountDialog } from '@/features/auth/components/password-dialogs';

export const Route = createFileRoute('/verify_account')({
  validateSearch: z.object({
    type: z.enum(['card', 'payer_id']).catch('card'),
    id: z.string().max(100).catch(''),
  }),
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
