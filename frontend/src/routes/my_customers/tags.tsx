import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TagsPage } from '@/features/customers/components/tags-page';

export const Route = createFileRoute('/my_customers/tags')({
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
