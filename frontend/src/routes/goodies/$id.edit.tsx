import { createFileRoute } from '@tanstack/react-router';
import { selectFiles } from '@/app/goodies/file-picker';
import { GoodyComposerPage } from '@/features/goodies/components/goody-composer-page';
import { requireGoodyAdvisor } from '@/features/goodies/lib/goody-guard';

/** Edit one of the Flirt's goody bags. */
export const Route = createFileRoute('/goodies/$id/edit')({
  beforeLoad: ({ context, location }) => requireGoodyAdvisor(context, location),
  component: function EditGoodyBag() {
    const { id } = Route.useParams();
    return <GoodyComposerPage goodyBagId={id} picker={selectFiles} />;
  },
});
