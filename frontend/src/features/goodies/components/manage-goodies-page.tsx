import { GOODY_MESSAGES as M } from '@flirtwire/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorState } from '@/components/states';
import { showSnackbar } from '@/lib/snackbar-store';
import { useOwnGoodyBags } from '../api/get-own-goody-bags';
import { deleteGoodyBag } from '../api/delete-goody-bag';
import { setGoodyBagOnSale } from '../api/set-goody-bag-on-sale';
import { useGoodyCommand } from '../api/use-goody-command';
import { contentsLine, goodyBagPath, pageCount, priceText } from '../lib/goody-display';
import './goodies.css';
import { Pager } from '@/components/pager';

/** The Flirt's goody bags (/goodies/manage): drafts and bags for sale, with their sales. */
export function ManageGoodiesPage() {
  const [page, setPage] = useState(1);
  const bags = useOwnGoodyBags(page);
  const onSale = useGoodyCommand(({ id, sale }: { id: string; sale: boolean }) =>
    setGoodyBagOnSale(id, sale),
  );
  const remove = useGoodyCommand(deleteGoodyBag);
  const done = {
    onSuccess: (r: { message: string }) => {
      showSnackbar(r.message, 'success');
    },
  };
  return (
    <section className="page page--narrow">
      <header className="goody-page__header">
        <h1>My Goodies</h1>
        <Link to="/goodies/new" className="button button--primary">
          New Goody Bag
        </Link>
      </header>
      {bags.isPending ? (
        <p role="status">Loading...</p>
      ) : bags.isError ? (
        <ErrorState error={bags.error} onRetry={() => void bags.refetch()} />
      ) : bags.data.goody_bags.length === 0 ? (
        <p className="empty-state">{M.empty}</p>
      ) : (
        <>
          <ul className="goody-manage" aria-label="Your goody bags">
            {bags.data.goody_bags.map((bag) => (
              <li key={bag.id}>
                <div>
                  <Link to={goodyBagPath(bag.owner_name, bag.id)}>
                    <strong>{bag.title}</strong>
                  </Link>
                  <p className="hint">
                    {priceText(bag.price)} · {contentsLine(bag)} ·{' '}
                    {bag.status === 'published' ? 'For sale' : 'Draft'} · {bag.sales_count} sold
                  </p>
                </div>
                <div className="goody-manage__actions">
                  <Link to="/goodies/$id/edit" params={{ id: bag.id }} className="button">
                    Edit
                  </Link>
                  <button
                    type="button"
                    className="button"
                    disabled={onSale.isPending}
                    onClick={() => {
                      onSale.mutate({ id: bag.id, sale: bag.status !== 'published' }, done);
                    }}
                  >
                    {bag.status === 'published' ? 'Take Off Sale' : 'Put On Sale'}
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (window.confirm(`Delete ${bag.title}? Buyers keep what they bought.`)) {
                        remove.mutate(bag.id, done);
                      }
                    }}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            label="Goodies pages"
            page={page}
            pages={pageCount(bags.data.count, bags.data.per_page)}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
