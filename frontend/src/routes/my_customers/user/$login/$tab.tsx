import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import {
  CustomerDetails,
  DETAIL_TABS,
  type DetailTab,
  detailTabLabel,
} from '@/features/customers/components/customer-details';

function isTab(value: string): value is DetailTab {
  return (DETAIL_TABS as readonly string[]).includes(value);
}

export const Route = createFileRoute('/my_customers/user/$login/$tab')({
  beforeLoad: ({ params }) => {
    if (!isTab(params.tab)) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
      throw redirect({
        to: '/my_customers/user/$login/$tab',
        params: { login: params.login, tab: 'overview' },
        replace: true,
      });
    }
  },
  component: CustomerDetailsPage,
});

function CustomerDetailsPage() {
  const { login, tab } = Route.useParams();
  const current: DetailTab = isTab(tab) ? tab : 'overview';
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
            {detailTabLabel(name)}
          </Link>
        ))}
      </nav>
      <CustomerDetails login={login} tab={current} />
    </div>
  );
}
