import { GOODY_MESSAGES as M } from '@flirtwire/contracts';
import { useState } from 'react';
import { ErrorState } from '@/components/states';
import { useAdvisorGoodyBags } from '../api/get-advisor-goody-bags';
import { pageCount } from '../lib/goody-display';
import { GoodyBagCard, GoodyBagSkeletons } from './goody-bag-card';
import './goodies.css';
import { Pager } from '@/components/pager';

/**
 * The storefront's Goodies tab (spec 001 §2.1, §9): the Flirt's goody bags for sale, 20 per
 * page with paging, 9 skeleton cards while loading, 'No Goodies Found' when there are none.
 */
export function GoodiesTab({
  advisorLogin,
  profilePage = false,
}: {
  readonly advisorLogin: string;
  readonly profilePage?: boolean;
}) {
  const [page, setPage] = useState(1);
  const bags = useAdvisorGoodyBags(advisorLogin, page);
  if (bags.isPending) return <GoodyBagSkeletons />;
  if (bags.isError) return <ErrorState error={bags.error} onRetry={() => void bags.refetch()} />;
  const { goody_bags: list, count, per_page: perPage } = bags.data;
  if (list.length === 0) return <p className="empty-state">{M.empty}</p>;
  const pages = pageCount(count, perPage);
  return (
    <section aria-label="Goodies">
      <ul className="goody-grid">
        {list.map((bag) => (
          <GoodyBagCard key={bag.id} bag={bag} profilePage={profilePage} />
        ))}
      </ul>
      <Pager label="Goodies pages" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
