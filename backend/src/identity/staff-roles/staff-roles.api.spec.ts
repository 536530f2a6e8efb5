import { FIRST_ADMIN_STREAM, userStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import {
  grantRole,
  type SignedInUser,
  signIn,
  signInAdmin,
  signUp,
} from '../../test-support/identity.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../test-support/test-app.js';

describe('roles granted by an admin', () => {
  let t: TestApp;
  let admin: SignedInUser;
  const roles = async (user: SignedInUser) =>
    (await t.inject({ method: 'GET', url: '/client_api/user', headers: user.headers })).json<{
      roles: string[];
    }>().roles;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes the first admin from the configuration', async () => {
    expect(await roles(admin)).toEqual(['customer', 'admin']);
    const view = await t.inject({
      method: 'GET',
      url: `/client_api/admin/users/${admin.userId}`,
      headers: admin.headers,
    });
    expect(view.json()).toEqual({
      id: admin.userId,
      login: 'admin',
      roles: ['customer', 'admin'],
      active: true,
      is_advisor: false,
      id_verification_status: 'not_required',
      flirt_setup_step: null,
    });
    expect(view.body).not.toContain('admin@flirtwire.test');
  });

  it('grants and revokes staff roles as events', async () => {
    const ann = await signUp(t);
    await grantRole(t, admin, ann.userId, 'finance');
    await grantRole(t, admin, ann.userId, 'moderator');
    expect(await roles(ann)).toEqual(['customer', 'finance', 'moderator']);
    const revoked = await t.inject({
      method: 'DELETE',
      url: `/client_api/admin/users/${ann.userId}/roles/finance`,
      headers: admin.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect(await roles(ann)).toEqual(['customer', 'moderator']);
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(userStreamId(ann.userId));
    expect(
      events.filter((e) => e.type.startsWith('Role')).map((e) => [e.type, e.metadata.actor]),
    ).toEqual([
      ['RoleGranted', { id: admin.userId, role: 'admin' }],
      ['RoleGranted', { id: admin.userId, role: 'admin' }],
      ['RoleRevoked', { id: admin.userId, role: 'admin' }],
    ]);
  });

  it('lets a new admin administer, and refuses everyone else with 403', async () => {
    const ann = await signUp(t);
    const bob = await signUp(t);
    const refused = await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${bob.userId}/roles`,
      headers: ann.headers,
      payload: { role: 'admin' },
    });
    expect(refused.statusCode).toBe(403);
    expect(await roles(bob)).toEqual(['customer']);
    await grantRole(t, admin, ann.userId, 'admin');
    await grantRole(t, ann, bob.userId, 'auditor');
    expect(await roles(bob)).toEqual(['customer', 'auditor']);
    const visitorTry = await t.inject({
      method: 'GET',
      url: `/client_api/admin/users/${bob.userId}`,
    });
    expect(visitorTry.statusCode).toBe(401);
  });

  it('refuses roles that are not staff roles, unknown people, and removing one’s own admin role', async () => {
    const ann = await signUp(t);
    for (const role of ['advisor', 'customer', 'superuser']) {
      const response = await t.inject({
        method: 'POST',
        url: `/client_api/admin/users/${ann.userId}/roles`,
        headers: admin.headers,
        payload: { role },
      });
      expect(response.statusCode).toBe(400);
    }
    const unknown = await t.inject({
      method: 'POST',
      url: '/client_api/admin/users/0190a0b0-0000-7000-8000-000000000999/roles',
      headers: admin.headers,
      payload: { role: 'finance' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/client_api/admin/users/not-a-uuid',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
    const own = await t.inject({
      method: 'DELETE',
      url: `/client_api/admin/users/${admin.userId}/roles/admin`,
      headers: admin.headers,
    });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toEqual({
      error: { code: 'cannot_revoke_own_admin', message: "You can't remove your own admin role." },
    });
    const self = await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${admin.userId}/deactivate`,
      headers: admin.headers,
      payload: {},
    });
    expect(self.statusCode).toBe(422);
  });

  it('finds an account by Member Name, email or id, without its personal data', async () => {
    const ann = await signUp(t);
    const find = (q: string, who: SignedInUser = admin) =>
      t.inject({
        method: 'GET',
        url: `/client_api/admin/users?${new URLSearchParams({ q }).toString()}`,
        headers: who.headers,
      });
    const expected = {
      users: [
        {
          id: ann.userId,
          login: ann.login,
          roles: ['customer'],
          active: true,
          is_advisor: false,
          id_verification_status: 'not_required',
          flirt_setup_step: null,
        },
      ],
    };
    for (const q of [ann.login.toUpperCase(), ann.email, ann.userId, ` ${ann.login} `]) {
      const found = await find(q);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual(expected);
      expect(found.body).not.toContain(ann.email);
    }
    expect((await find('nobody_here_at_all')).json()).toEqual({ users: [] });
    expect((await find('0190a0b0-0000-7000-8000-000000000999')).json()).toEqual({ users: [] });
    const blank = await find('  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      error: {
        fields: { q: 'Please enter a Member Name, an email address or an account id.' },
      },
    });
    expect((await find(ann.login, ann)).statusCode).toBe(403);
  });

  it('deactivates and reactivates accounts', async () => {
    const ann = await signUp(t);
    await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${ann.userId}/deactivate`,
      headers: admin.headers,
      payload: { reason: 'spam' },
    });
    await expect(signIn(t, ann.login, ann.password)).rejects.toThrow('403');
    await t.inject({
      method: 'POST',
      url: `/client_api/admin/users/${ann.userId}/reactivate`,
      headers: admin.headers,
    });
    await expect(signIn(t, ann.login, ann.password)).resolves.toMatchObject({ userId: ann.userId });
  });
});

describe('the first admin across restarts', () => {
  it('is made once, however often the app starts', async () => {
    const first = await startTestApp({ keepData: true });
    const admin = await signInAdmin(first);
    const store = first.app.get<EventStore>(EVENT_STORE);
    const head = await store.headPosition();
    await first.close();

    const second = await startTestApp({
      dataDir: first.dataDir,
      env: { ADMIN_PASSWORD: 'a-different-password' },
    });
    const again = second.app.get<EventStore>(EVENT_STORE);
    expect(await again.headPosition()).toBe(head);
    expect(await again.readStream(FIRST_ADMIN_STREAM)).toHaveLength(1);
    // The password is the one it was made with; configuration does not change it later.
    await expect(signIn(second, 'admin', TEST_ADMIN_PASSWORD)).resolves.toMatchObject({
      userId: admin.userId,
    });
    await second.close();
  });
});
