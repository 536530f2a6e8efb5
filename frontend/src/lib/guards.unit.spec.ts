import { describe, expect, it } from '@jest/globals';
import type { CurrentUser } from '@flirtwire/contracts';
import { QueryClient } from '@tanstack/react-query';
import { requireStaffRole } from './guards';
import { currentUserQuery } from './session';

const signedIn = (roles: CurrentUser['roles']) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, { roles } as unknown as CurrentUser);
  return { queryClient };
};
const location = { href: '/finance_console' };

describe('the staff console guard', () => {
  it('lets in someone with one of the roles', async () => {
    const user = await requireStaffRole(
      signedIn(['auditor']),
      location,
      ['finance', 'auditor'],
      'For finance staff and auditors only.',
    );
    expect(user.roles).toEqual(['auditor']);
  });

  it('sends anyone else to /account with the flash, and a visitor to sign in', async () => {
    await expect(
      requireStaffRole(signedIn(['moderator']), location, ['finance'], 'For finance only.'),
    ).rejects.toMatchObject({
      options: {
        to: '/account',
        search: { 'snackbar[severity]': 'error', 'snackbar[message]': 'For finance only.' },
      },
    });
    const visitor = new QueryClient();
    visitor.setQueryData(currentUserQuery.queryKey, null);
    await expect(
      requireStaffRole({ queryClient: visitor }, location, ['finance'], 'For finance only.'),
    ).rejects.toMatchObject({ options: { to: '/login' } });
  });
});
