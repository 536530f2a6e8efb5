import '@/styles/marketplace-search.css';
import { GOODY_CAROUSELS, type GoodyCarouselId } from '@flirtwire/contracts';
import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { GoodySearchPage } from '@/features/goody-search/components/goody-search-page';

export const Route = createFileRoute('/goody/search')({
  component: GoodySearchRoute,
});

/** The carousel tab lives in the URL hash (recent_additions, top_goodies_this_week, most_liked_this_month). */
function GoodySearchRoute() {
  const hash = useLocation({ select: (l) => l.hash });
  const navigate = useNavigate({ from: '/goody/search' });
  const tab: GoodyCarouselId = GOODY_CAROUSELS.find((c) => c.id === hash)?.id ?? 'recent_additions';
  return (
    <GoodySearchPage
      tab={tab}
      onTab={(next) => {
        void navigate({ hash: next, replace: true });
      }}
    />
  );
}
