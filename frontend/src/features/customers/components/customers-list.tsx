import type { CustomerFiltersInput, CustomerRow, CustomerSortKey } from '@flirtwire/contracts';
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorState, Loading } from '@/components/states';
import { formatCents } from '@/lib/format';
import { useSearchCustomers } from '../api/search-customers';
import { isSelected } from '../lib/selection';
import { useSelectionStore } from '../stores/selection-store';
import { StatusChip, SystemTagChip, UserTagChip, ValueChip } from './segment-chips';

/** Spec 002: mobile tables are truncated to 100 rows (two pages of 50). */
const MOBILE_ROW_LIMIT = 100;

function Row({
  row,
  onOpen,
}: {
  readonly row: CustomerRow;
  readonly onOpen: (login: string) => void;
}) {
  const selected = useSelectionStore((state) => isSelected(state.selection, row.seeker_id));
  const toggle = useSelectionStore((state) => state.toggle);
  const login = row.seeker_name;
  return (
    <li className={`customer-card ${row.not_blocked ? '' : 'is-blocked'}`}>
      <input
        type="checkbox"
        className="grid-checkbox"
        checked={selected}
        aria-label={`Select ${login ?? 'customer'}`}
        onChange={() => {
          toggle(row.seeker_id);
        }}
      />
      <div className="customer-card__body">
        <div className="customer-card__top">
          {login ? (
            <button
              type="button"
              className="link-button grid-cell-login"
              onClick={() => {
                onOpen(login);
              }}
            >
              {login}
            </button>
          ) : (
            <span className="muted">Unknown member</span>
          )}
          <ValueChip tier={row.interval_earnings_group} />
          <StatusChip status={row.lapse_status} />
        </div>
        <dl className="customer-card__facts">
          <div>
            <dt>Cntct Days Ago</dt>
            <dd>{row.days_since_last_contact ?? '—'}</dd>
          </div>
          <div>
            <dt>Last 365D $</dt>
            <dd>{formatCents(row.skr_365D_earnings)}</dd>
          </div>
          <div>
            <dt>Lifetime $</dt>
            <dd>{formatCents(row.skr_lt_earnings)}</dd>
          </div>
          <div>
            <dt>Main Spend</dt>
            <dd>{row.main_spend ?? '—'}</dd>
          </div>
        </dl>
        {row.system_tags.length + row.user_tags.length > 0 ? (
          <div className="customer-card__tags">
            {row.system_tags.map((tag) => (
              <SystemTagChip key={tag} tag={tag} />
            ))}
            {row.user_tags.map((tag) => (
              <UserTagChip key={tag} tag={tag} />
            ))}
          </div>
        ) : null}
      </div>
    </li>
  );
}

function Page({
  filters,
  sort,
  page,
  onOpen,
  onLoaded,
  asOf,
}: {
  readonly filters: CustomerFiltersInput;
  readonly sort: readonly CustomerSortKey[];
  readonly page: number;
  readonly asOf?: string | undefined;
  readonly onOpen: (login: string) => void;
  readonly onLoaded?: (rows: readonly CustomerRow[], total: number) => void;
}) {
  const result = useSearchCustomers({
    filters,
    sort: [...sort],
    page,
    ...(asOf ? { as_of: asOf } : {}),
  });
  const loaded = useRef(onLoaded);
  useEffect(() => {
    loaded.current = onLoaded;
  });
  const data = result.data;
  useEffect(() => {
    if (data) loaded.current?.(data.customers, data.total_row_count);
  }, [data]);
  // The page sits in the list's <ul>: its states are list items too (a list holds only items).
  if (result.isPending)
    return (
      <li>
        <Loading />
      </li>
    );
  if (result.isError)
    return (
      <li>
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      </li>
    );
  if (page === 1 && result.data.customers.length === 0) {
    return (
      <li>
        <EmptyState title="No customers match this search." />
      </li>
    );
  }
  return (
    <>
      {result.data.customers.map((row) => (
        <Row key={row.seeker_id} row={row} onOpen={onOpen} />
      ))}
    </>
  );
}

/**
 * The light customers list for phones and Classic Customers: the first 100 rows of the search
 * (spec 002), the same chips and selection as the grid, no AG Grid.
 */
export function CustomersList({
  filters,
  sort,
  total,
  onOpen,
  onPageIds,
  asOf,
}: {
  readonly filters: CustomerFiltersInput;
  readonly sort: readonly CustomerSortKey[];
  readonly total: number;
  /** The list as of the end of this day (read-only); absent: now. */
  readonly asOf?: string | undefined;
  readonly onOpen: (login: string) => void;
  readonly onPageIds: (ids: string[], total: number) => void;
}) {
  return (
    <div className="customers-list">
      <ul className="list">
        <Page
          filters={filters}
          sort={sort}
          page={1}
          asOf={asOf}
          onOpen={onOpen}
          onLoaded={(rows, count) => {
            onPageIds(
              rows.map((row) => row.seeker_id),
              count,
            );
          }}
        />
        {total > 50 ? (
          <Page filters={filters} sort={sort} page={2} asOf={asOf} onOpen={onOpen} />
        ) : null}
      </ul>
      {total > MOBILE_ROW_LIMIT ? (
        <p className="muted" style={{ padding: 12 }}>
          Showing the first {MOBILE_ROW_LIMIT} of {total.toLocaleString('en-US')} customers. Narrow
          the search to see the others.
        </p>
      ) : null}
    </div>
  );
}
