import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/help/')({
  beforeLoad: () => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({ to: '/help/$page', params: { page: 'about' }, replace: true });
  },
});
