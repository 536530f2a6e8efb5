import { createFileRoute, redirect } from '@tanstack/react-router';

/** /{login}/onboarding is the same checklist as /feed/{login}/onboarding. */
export const Route = createFileRoute('/$login/onboarding')({
  beforeLoad: ({ params, search }) => {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect
    throw redirect({
      to: '/feed/$login/onboarding',
      params: { login: params.login },
      search,
      replace: true,
    });
  },
});
