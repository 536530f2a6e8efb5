import { createFileRoute } from '@tanstack/react-router';
import { BecomeAFlirtPage } from '@/features/flirt-setup/components/become-a-flirt-page';

/** /flirt: Become a Flirt (spec 000 §2 menus); before the storefront's /{login}, which it is not. */
export const Route = createFileRoute('/flirt')({
  component: BecomeAFlirtPage,
});
