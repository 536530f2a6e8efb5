import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordScreen } from '@/features/auth/components/password-dialogs';
import { orElse, searchSchema, text } from '@/lib/search-schema';

export const Route = createFileRoute('/new_password/')({
  validateSearch: searchSchema({
    id: orElse(text({ max: 100 }), ''),
    token: orElse(text({ max: 200 }), ''),
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
