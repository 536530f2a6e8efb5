import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/my_customers/user/$login/')({
  beforeLoad: ({ params }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({
      to: '/my_customers/user/$login/$tab',
      params: { login: params.login, tab: 'overview' },
      replace: true,
    });
  },
});
