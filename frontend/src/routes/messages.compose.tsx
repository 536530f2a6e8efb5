import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { attachFiles } from '@/app/media/file-pickers';
import { mailDraftQuery } from '@/features/mail/api/get-mail-draft';
import { ComposePage } from '@/features/mail/components/compose-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/messages/compose')({
  validateSearch: z.object({
    recipients: z.string().max(2_000).optional().catch(undefined),
    draft: z.string().max(100).optional().catch(undefined),
    return_to: z.string().max(200).optional().catch(undefined),
    subject: z.string().max(200).optional().catch(undefined),
  }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loaderDeps: ({ search }) => ({ draft: search.draft }),
  loader: async ({ context: { queryClient }, deps: { draft } }) => {
    // The recipients a bulk Mail handed over; a draft that cannot be read shows on the page.
    if (draft)
      await queryClient
        .query({ ...mailDraftQuery(draft), staleTime: 'static' })
        .catch(() => undefined);
  },
  component: Compose,
});

function Compose() {
  return <ComposePage search={Route.useSearch()} picker={attachFiles} />;
}
