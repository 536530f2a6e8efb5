import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import { customerFeedbackQuery } from '@/features/customers/api/get-customer-feedback';
import { customerHistoryQuery } from '@/features/customers/api/get-customer-history';
import { customerOffersQuery } from '@/features/customers/api/get-customer-offers';
import { customerOverviewQuery } from '@/features/customers/api/get-customer-overview';
import { CustomerDetails } from '@/features/customers/components/customer-details';
import { DETAIL_TAB_LABELS, DETAIL_TABS, isDetailTab } from '@/features/customers/lib/detail-tabs';

export const Route = createFileRoute('/my_customers/user/$login/$tab')({
  beforeLoad: ({ params }) => {
    if (!isDetailTab(params.tab)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/my_customers/user/$login/$tab',
        params: { login: params.login, tab: 'overview' },
        replace: true,
      });
    }
  },
  loader: async ({ context: { queryClient }, params: { login, tab } }) => {
    // The open tab's data, cached as it is; a tab that cannot be read shows its error.
    const load = (): Promise<unknown> => {
      switch (tab) {
        case 'offers':
          return queryClient.query({ ...customerOffersQuery(login), staleTime: 'static' });
        case 'feedback':
          return queryClient.query({ ...customerFeedbackQuery(login), staleTime: 'static' });
        case 'history':
          return queryClient.query({ ...customerHistoryQuery(login, 1), staleTime: 'static' });
        default:
          return queryClient.query({ ...customerOverviewQuery(login), staleTime: 'static' });
      }
    };
    await load().catch(() => undefined);
  },
  component: CustomerDetailsPage,
});

function CustomerDetailsPage() {
  const { login, tab } = Route.useParams();
  const current = isDetailTab(tab) ? tab : 'overview';
  return (
    <div>
      <div className="page-header">
        <h2 style={{ margin: 0 }}>
          <Link to="/my_customers" className="button button--quiet button--small">
            ← All customers
          </Link>{' '}
          {login}
        </h2>
      </div>
      <nav className="tabs" aria-label={`About ${login}`}>
        {DETAIL_TABS.map((name) => (
          <Link
            key={name}
            to="/my_customers/user/$login/$tab"
            params={{ login, tab: name }}
            className="tabs__tab"
          >
            {DETAIL_TAB_LABELS[name]}
          </Link>
        ))}
      </nav>
      <CustomerDetails login={login} tab={current} />
    </div>
  );
}
