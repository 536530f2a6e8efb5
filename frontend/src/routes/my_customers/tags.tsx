import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { tagsQuery } from '@/features/customers/api/get-tags';
import { TagsPage } from '@/features/customers/components/tags-page';

export const Route = createFileRoute('/my_customers/tags')({
  loader: async ({ context: { queryClient } }) => {
    // Cached data as it is; a list that cannot be read shows its error on the page.
    await queryClient.query({ ...tagsQuery, staleTime: 'static' }).catch(() => undefined);
  },
  component: ManageTags,
});

function ManageTags() {
  const navigate = useNavigate();
  return (
    <TagsPage
      onOpenTag={(name) => {
        void navigate({ to: '/my_customers', search: { customer_list: name } });
      }}
    />
  );
}
