import { createFileRoute } from '@tanstack/react-router';
import { attachFiles } from '@/app/media/file-pickers';
import { mailDraftQuery } from '@/features/mail/api/get-mail-draft';
import { ComposePage } from '@/features/mail/components/compose-page';
import { requireUser } from '@/lib/guards';
import { searchSchema, text } from '@/lib/search-schema';

export const Route = createFileRoute('/messages/compose')({
  validateSearch: searchSchema({
    recipients: text({ max: 2_000 }),
    draft: text({ max: 100 }),
    return_to: text({ max: 200 }),
    subject: text({ max: 200 }),
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
