import { createFileRoute } from '@tanstack/react-router';
import { selectFiles } from '@/app/goodies/file-picker';
import { GoodyComposerPage } from '@/features/goodies/components/goody-composer-page';
import { requireGoodyAdvisor } from '@/features/goodies/lib/goody-guard';

/** Compose a goody bag from the Flirt's files. */
export const Route = createFileRoute('/goodies/new')({
  beforeLoad: ({ context, location }) => requireGoodyAdvisor(context, location),
  component: function NewGoodyBag() {
    return <GoodyComposerPage goodyBagId={null} picker={selectFiles} />;
  },
});
