import { createFileRoute } from '@tanstack/react-router';
import { FilePlayerPage } from '@/features/file-manager/components/file-player-page';
import { requireAdvisor } from '@/lib/guards';
import { searchSchema, text } from '@/lib/search-schema';

/** Spec 000 §2: /account/fileplayer, one of the Flirt's files shown or played (`?id=`). */
export const Route = createFileRoute('/account/fileplayer')({
  validateSearch: searchSchema({ id: text({ max: 100 }), album: text({ max: 100 }) }),
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: FilePlayerRoute,
});

function FilePlayerRoute() {
  const { id, album } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <FilePlayerPage
      id={id ?? null}
      albumId={album ?? null}
      onChange={(next) => {
        void navigate({
          search: {
            ...(next.id ? { id: next.id } : {}),
            ...(next.albumId ? { album: next.albumId } : {}),
          },
        });
      }}
    />
  );
}
