import { createFileRoute } from '@tanstack/react-router';
import { PaymentMethodsPage } from '@/features/cards/components/payment-methods-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/account/payment_methods')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: PaymentMethodsPage,
});
