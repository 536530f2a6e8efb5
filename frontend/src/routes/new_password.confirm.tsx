import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordSuccess } from '@/features/auth/components/password-dialogs';

export const Route = createFileRoute('/new_password/confirm')({
  component: () => (
    <div className="page page--narrow">
      <NewPasswordSuccess />
    </div>
  ),
});
