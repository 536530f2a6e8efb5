import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import './audit.css';

/** The console's frame: what it is, and its four places. */
export function AuditLayout({ children }: { readonly children: ReactNode }) {
  return (
    <section>
      <div className="page-header">
        <h1>Audit console</h1>
      </div>
      <p className="muted">
        Read-only. Every page you load here is recorded as an audit query in your own stream.
      </p>
      <nav className="tabs" aria-label="Audit console">
        <Link
          to="/audit/console"
          className="tabs__tab"
          activeOptions={{ exact: true, includeSearch: false }}
        >
          Events
        </Link>
        <Link to="/audit/console/runs" className="tabs__tab">
          Verification runs
        </Link>
        <Link to="/audit/console/provenance" className="tabs__tab">
          Provenance
        </Link>
        <Link to="/audit/console/totals" className="tabs__tab">
          Totals
        </Link>
      </nav>
      {children}
    </section>
  );
}
