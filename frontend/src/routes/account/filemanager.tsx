import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FileManagerPage } from '@/features/file-manager/components/file-manager-page';
import { fileManagerTab } from '@/features/file-manager/lib/file-manager-tabs';
import { requireAdvisor } from '@/lib/guards';

/** Spec 000 §2: /account/filemanager (with tabs). */
export const Route = createFileRoute('/account/filemanager')({
  validateSearch: z.object({ tab: z.enum(['files', 'upload']).optional().catch(undefined) }),
  beforeLoad: ({ context, location }) => requireAdvisor(context, location),
  component: FileManagerRoute,
});

function FileManagerRoute() {
  const { tab } = Route.useSearch();
  return <FileManagerPage tab={fileManagerTab(tab)} />;
}
