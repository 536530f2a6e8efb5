import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { requireAdvisor } from '@/lib/guards';

export const Route = createFileRoute('/my_customers')({
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: MyCustomersLayout,
});

function MyCustomersLayout() {
  return (
    <section>
      <div className="page-header">
        <h1>My Customers</h1>
        <Link to="/account/earnings" className="button button--quiet">
          Earnings
        </Link>
      </div>
      <nav className="tabs" aria-label="My Customers">
        <Link
          to="/my_customers"
          className="tabs__tab"
          activeOptions={{ exact: true, includeSearch: false }}
        >
          Search
        </Link>
        <Link to="/my_customers/saved_searches" className="tabs__tab">
          Manage Searches
        </Link>
        <Link to="/my_customers/tags" className="tabs__tab">
          Manage Tags
        </Link>
      </nav>
      <Outlet />
    </section>
  );
}
