import { createFileRoute } from '@tanstack/react-router';
import { advisorQuery } from '@/features/subscriptions/api/get-advisor';
import { FlirtMoneyPage } from '@/features/subscriptions/components/flirt-money-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/subscriptions/$login')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loader: async ({ context: { queryClient }, params: { login } }) => {
    // Cached data as it is; a Flirt who cannot be read shows the error on the page.
    await queryClient.query({ ...advisorQuery(login), staleTime: 'static' }).catch(() => undefined);
  },
  component: FlirtMoney,
});

function FlirtMoney() {
  const { login } = Route.useParams();
  return <FlirtMoneyPage login={login} />;
}
