import { relationshipStreamId, userStreamId } from '@flirtwire/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { appendAs, newCustomer, post, settle } from '../../test-support/content.js';
import {
  completeFlirtSetup,
  type SignedInUser,
  signInAdmin,
  signUp,
} from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('Flirt directory and search (spec 000 §3 Advisor, §7 advisors, advisor_search, live search)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let zara: SignedInUser;
  let zoe: SignedInUser;
  let zed: SignedInUser;
  let customer: SignedInUser;
  // Unique per run, so the prefix search sees only this test's Flirts.
  const tag = `q${String(Date.now() % 100_000)}`;

  const flirt = async (login: string, gender: 0 | 1 | 2) => {
    const person = await signUp(t, { login, flirtSignup: true });
    await completeFlirtSetup(t, person, admin);
    const set = await post(t, person, 'POST', '/client_api/user_genders', {
      flirtGender: gender,
      preferredGender: 0,
    });
    expect(set.statusCode).toBe(201);
    return person;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    zara = await flirt(`${tag}_Zara`, 0);
    zoe = await flirt(`${tag}_zoe`, 0);
    zed = await flirt(`${tag}_Zed`, 1);
    customer = await newCustomer(t);
    await settle(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (who: SignedInUser | null, url: string) => {
    await settle(t);
    return post(t, who, 'GET', url);
  };
  const logins = (body: { advisors: Array<{ login: string }> }) =>
    body.advisors.map((a) => a.login);

  it('finds a Flirt by login, in any case, with every field of the spec, to visitors too', async () => {
    for (const who of [null, customer]) {
      const found = await get(who, `/client_api/advisors/${zara.login.toUpperCase()}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({
        id: zara.userId,
        login: zara.login,
        slug: zara.login.toLowerCase(),
        active: true,
        blocked: false,
        onboarding_complete: false,
        chat_eligible: false,
        member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        gender: 0,
      });
    }
  });

  it('answers 404 with the spec message for someone who is not a Flirt, or nobody', async () => {
    for (const login of [customer.login, 'nobody_here_at_all']) {
      const missing = await get(customer, `/client_api/advisors/${login}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        error: { code: 'advisor_not_found', message: 'This Flirt is not available.' },
      });
    }
  });

  it('looks Flirts up by ids in the order asked, leaving out ids that are not Flirts', async () => {
    const ids = [zed.userId, customer.userId, zara.userId].join(',');
    const found = await get(customer, `/client_api/advisors?ids=${ids}`);
    expect(found.statusCode).toBe(200);
    expect(logins(found.json())).toEqual([zed.login, zara.login]);
    const bad = await get(customer, '/client_api/advisors?ids=not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { ids: expect.any(String) } } });
    const none = await get(customer, '/client_api/advisors');
    expect(none.statusCode).toBe(400);
  });

  it('searches by the start of a login, any case, in login order, of a gender or all', async () => {
    const all = await get(customer, `/client_api/advisor_search?s=${tag.toUpperCase()}`);
    expect(all.statusCode).toBe(200);
    expect(logins(all.json())).toEqual([zara.login, zed.login, zoe.login]);
    const women = await get(customer, `/client_api/advisor_search?s=${tag}&gender=0`);
    expect(logins(women.json())).toEqual([zara.login, zoe.login]);
    const men = await get(null, `/client_api/advisor_search?s=${tag}_z&gender=1`);
    expect(logins(men.json())).toEqual([zed.login]);
    const paged = await get(customer, `/client_api/advisor_search?s=${tag}&per_page=2`);
    expect(logins(paged.json())).toEqual([zara.login, zed.login]);
    const nothing = await get(customer, `/client_api/advisor_search?s=${tag}_nobody`);
    expect(nothing.json()).toEqual({ advisors: [] });
    const bad = await get(customer, `/client_api/advisor_search?gender=7`);
    expect(bad.statusCode).toBe(400);
  });

  it('leaves Flirts in a block with the viewer out of search, and marks them blocked on lookup', async () => {
    const blocked = await newCustomer(t);
    await appendAs(t, relationshipStreamId(zoe.userId, blocked.userId), [
      {
        type: 'CustomerBlocked',
        data: { creatorId: zoe.userId, customerId: blocked.userId, by: 'creator' },
      },
    ]);
    const search = await get(blocked, `/client_api/advisor_search?s=${tag}&per_page=2`);
    expect(logins(search.json())).toEqual([zara.login, zed.login]);
    const all = await get(blocked, `/client_api/advisor_search?s=${tag}`);
    expect(logins(all.json())).toEqual([zara.login, zed.login]);
    const lookup = await get(blocked, `/client_api/advisors/${zoe.login}`);
    expect(lookup.json()).toMatchObject({ login: zoe.login, blocked: true });
    expect((await get(customer, `/client_api/advisors/${zoe.login}`)).json()).toMatchObject({
      blocked: false,
    });
  });

  it('answers the header live search from 3 to 100 characters, with links to storefronts', async () => {
    const hits = await get(customer, `/client_api/search/realtime/${tag}_z`);
    expect(hits.statusCode).toBe(200);
    expect(hits.json()).toEqual({
      results: [zara, zed, zoe].map((f) => ({
        login: f.login,
        title: 'Flirt',
        type: 'flirt',
        url: `/${f.login}`,
      })),
    });
    const accented = await get(
      customer,
      `/client_api/search/realtime/${encodeURIComponent('é'.repeat(100))}`,
    );
    expect(accented.json()).toEqual({ results: [] });
    for (const text of ['ab', 'x'.repeat(101)]) {
      const refused = await get(customer, `/client_api/search/realtime/${text}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { fields: { text: expect.any(String) } } });
    }
  });

  it('drops a deactivated Flirt from search but still answers the lookup with active false', async () => {
    await appendAs(t, userStreamId(zed.userId), [
      { type: 'UserDeactivated', data: { userId: zed.userId, reason: 'test' } },
    ]);
    const search = await get(customer, `/client_api/advisor_search?s=${tag}`);
    expect(logins(search.json())).toEqual([zara.login, zoe.login]);
    expect((await get(customer, `/client_api/advisors/${zed.login}`)).json()).toMatchObject({
      active: false,
    });
  });
});
