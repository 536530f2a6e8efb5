import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewPasswordScreen } from '@/features/auth/components/password-dialogs';

export const Route = createFileRoute('/new_password/')({
  validateSearch: z.object({
    id: z.string().max(100).catch(''),
    token: z.string().max(200).catch(''),
  }),
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { id, token } = Route.useSearch();
  return (
    <div className="page page--narrow">
      <NewPasswordScreen id={id} token={token} />
    </div>
  );
}
