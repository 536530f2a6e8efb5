import { createFileRoute } from '@tanstack/react-router';
import { FlirtMoneyPage } from '@/features/subscriptions/components/flirt-money-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/subscriptions/$login')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: FlirtMoney,
});

function FlirtMoney() {
  const { login } = Route.useParams();
  return <FlirtMoneyPage login={login} />;
}
