import { createFileRoute } from '@tanstack/react-router';
import { FileManagerPage } from '@/features/file-manager/components/file-manager-page';
import { fileManagerTab } from '@/features/file-manager/lib/file-manager-tabs';
import { requireAdvisor } from '@/lib/guards';
import { oneOf, searchSchema } from '@/lib/search-schema';

/** Spec 000 §2: /account/filemanager (with tabs). */
export const Route = createFileRoute('/account/filemanager')({
  validateSearch: searchSchema({ tab: oneOf(['files', 'upload']) }),
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: FileManagerRoute,
});

function FileManagerRoute() {
  const { tab } = Route.useSearch();
  return <FileManagerPage tab={fileManagerTab(tab)} />;
}
