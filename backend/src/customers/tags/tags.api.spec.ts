import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type BulkActionResult,
  type CustomerRow,
  dollarsToCents,
  type TagEntry,
} from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import { appendEvents, get, search, signUpFlirt, tip } from '../../test-support/customers.js';
import type { SignedInUser } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('tags and saved searches', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let rival: SignedInUser;
  const customers = Array.from({ length: 6 }, () => uuidv7());
  const rivalsCustomer = uuidv7();
  let last = 0;

  const post = async (url: string, payload: unknown, who: SignedInUser = flirt) => {
    const response = await t.inject({
      method: 'POST',
      url,
      headers: who.headers,
      payload: payload as object,
    });
    if (response.statusCode < 300)
      last = Math.max(last, response.json<{ position: number }>().position);
    return response;
  };
  const tagsOf = async (): Promise<Record<string, string[]>> => {
    const rows: CustomerRow[] = (await search(t, flirt, {}, last)).customers;
    return Object.fromEntries(rows.map((row) => [row.seeker_id, row.user_tags]));
  };
  const tagList = async () =>
    (await get<{ tags: TagEntry[] }>(t, flirt, '/client_api/customers/tags', last)).body.tags;

  beforeAll(async () => {
    t = await startTestApp();
    flirt = await signUpFlirt(t);
    rival = await signUpFlirt(t);
    for (const [i, customer] of customers.entries())
      last = await tip(t, flirt.userId, customer, dollarsToCents(i + 1));
    last = await appendEvents(t, `relationship-${flirt.userId}-${customers[5]}`, [
      { type: 'Followed', data: { creatorId: flirt.userId, customerId: customers[5] } },
    ]);
    last = await tip(t, rival.userId, rivalsCustomer, 500);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates tags (stripping what is not allowed), refusing duplicates, empty, long and system names', async () => {
    const created = await post('/client_api/customers/tags', { seekerIds: [], tags: [' VIP☺^ '] });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ applied: 0, skipped: 0, message: 'Tag created.' });
    const fields = async (tags: string[]) =>
      (await post('/client_api/customers/tags', { tags })).json<{
        error: { fields?: unknown; message: string };
      }>().error;
    expect(await fields(['vip'])).toEqual({
      code: 'tag_exists',
      message: 'This tag already exists.',
      fields: { tags: 'This tag already exists.' },
    });
    expect((await fields(['^☺'])).fields).toEqual({ tags: 'Please enter a tag name.' });
    expect((await fields(['a'.repeat(26)])).fields).toEqual({
      tags: 'Tags can be at most 25 characters.',
    });
    expect((await fields(['Pending Expirations'])).fields).toEqual({
      tags: 'This name belongs to a system tag.',
    });
    expect((await fields([])).fields).toEqual({ tags: 'Please choose at least one tag.' });
  });

  it('lists user and system tags with their counts', async () => {
    const tags = await tagList();
    expect(tags.filter((tag) => tag.type === 'user_tag')).toEqual([
      { name: 'VIP', type: 'user_tag', count: 0, description: null },
    ]);
    expect(
      tags.filter((tag) => tag.type === 'system_tag').map((tag) => [tag.name, tag.count]),
    ).toEqual([
      ['Blocked', 0],
      ['Free Followers', 0],
      ['Affiliate Referral', 0],
      ['Recurring Tributes', 0],
      ['Subscribers', 0],
      ['Pending Expirations', 0],
      ['Expired Subscribers', 0],
    ]);
    expect(tags.find((tag) => tag.name === 'Subscribers')?.description).toBe(
      'Has a live feed or package subscription with you.',
    );
  });

  it('adds tags to customers by id, creating new ones; ids that are not the Flirt’s customers are skipped', async () => {
    const response = await post('/client_api/customers/tags', {
      seekerIds: [customers[0], customers[1], rivalsCustomer],
      tags: ['vip', 'Night owl'],
    });
    expect(response.json<BulkActionResult>()).toMatchObject({
      applied: 2,
      skipped: 1,
      message: 'Tags added to 2 customers.',
    });
    const tags = await tagsOf();
    expect(tags[customers[0] as string]).toEqual(['VIP', 'Night owl']);
    expect(tags[customers[2] as string]).toEqual([]);
    const rivals = await search(t, rival, {}, last);
    expect(rivals.customers[0]?.user_tags).toEqual([]);
    expect(
      (await tagList())
        .filter((tag) => tag.type === 'user_tag')
        .map((tag) => [tag.name, tag.count]),
    ).toEqual([
      ['Night owl', 2],
      ['VIP', 2],
    ]);
  });

  it('adds tags to every match of a filter (select-all)', async () => {
    const response = await post('/client_api/customers/tags', {
      filters: { earningsDetails: true, minAmount: '3', earningsDateWindow: '7' },
      tags: ['Big'],
    });
    expect(response.json<BulkActionResult>()).toMatchObject({
      applied: 4,
      message: 'Tags added to 4 customers.',
    });
    const tags = await tagsOf();
    expect(customers.filter((id) => tags[id]?.includes('Big'))).toEqual(customers.slice(2));
    const both = await post('/client_api/customers/tags', {
      seekerIds: [customers[0]],
      filters: {},
      tags: ['x'],
    });
    expect(both.json()).toMatchObject({
      error: { fields: { seekerIds: 'Choose customers by id or by search, not both.' } },
    });
  });

  it('renames a tag on every customer, refusing a taken or unknown name', async () => {
    const renamed = await post('/client_api/customers/tags/rename', {
      name: 'vip',
      newName: 'Top fan',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await tagsOf())[customers[1] as string]).toEqual(['Top fan', 'Night owl']);
    const taken = await post('/client_api/customers/tags/rename', {
      name: 'Top fan',
      newName: 'night OWL',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error: { fields: { newName: 'This tag already exists.' } },
    });
    const missing = await post('/client_api/customers/tags/rename', { name: 'nope', newName: 'x' });
    expect(missing.json()).toEqual({
      error: { code: 'tag_not_found', message: 'This tag does not exist.' },
    });
    expect((await tagList()).find((tag) => tag.name === 'Top fan')?.count).toBe(2);
  });

  it('removes tags from customers, and deletes a tag from every customer', async () => {
    const removed = await post('/client_api/customers/tags/remove', {
      seekerIds: [customers[0]],
      tags: ['Night owl'],
    });
    expect(removed.json()).toMatchObject({ applied: 1, message: 'Tags removed from 1 customer.' });
    expect((await tagsOf())[customers[0] as string]).toEqual(['Top fan']);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/client_api/customers/tags?name=${encodeURIComponent('top FAN')}`,
      headers: flirt.headers,
    });
    expect(deleted.statusCode).toBe(200);
    last = deleted.json<{ position: number }>().position;
    const tags = await tagsOf();
    expect(Object.values(tags).some((list) => list.includes('Top fan'))).toBe(false);
    expect((await tagList()).map((tag) => tag.name)).not.toContain('Top fan');
    const again = await t.inject({
      method: 'DELETE',
      url: '/client_api/customers/tags?name=Top%20fan',
      headers: flirt.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('lists saved searches with the system ones, toggles auto-suggest and deletes user searches only', async () => {
    const saved = await search(t, flirt, {
      filters: { hasTags: ['Big'], saveThisSearch: true, nameForSavedSearch: 'Big ones' },
    });
    const id = saved.saved_search?.id as string;
    const list = async () =>
      (
        await get<{
          saved_searches: {
            id: string;
            name: string;
            type: string;
            do_not_auto_suggest: boolean;
          }[];
        }>(t, flirt, '/client_api/customers/saved_searches')
      ).body.saved_searches;
    const before = await list();
    expect(before[0]).toMatchObject({
      id,
      name: 'Big ones',
      type: 'user_saved_search',
      do_not_auto_suggest: false,
    });
    expect(before.filter((s) => s.type === 'system_saved_search').map((s) => s.name)).toContain(
      'Top spenders',
    );
    const patch = (searchId: string, value: boolean) =>
      t.inject({
        method: 'PATCH',
        url: `/client_api/customers/saved_searches/${searchId}`,
        headers: flirt.headers,
        payload: { do_not_auto_suggest: value },
      });
    expect((await patch(id, true)).statusCode).toBe(200);
    expect((await patch('system-lapsing', true)).statusCode).toBe(200);
    const after = await list();
    expect(after.find((s) => s.id === id)?.do_not_auto_suggest).toBe(true);
    expect(after.find((s) => s.id === 'system-lapsing')?.do_not_auto_suggest).toBe(true);
    expect((await patch('not-an-id', true)).statusCode).toBe(400);
    expect((await patch(uuidv7(), true)).json()).toEqual({
      error: { code: 'search_not_found', message: 'This search does not exist.' },
    });
    const remove = (searchId: string) =>
      t.inject({
        method: 'DELETE',
        url: `/client_api/customers/saved_searches/${searchId}`,
        headers: flirt.headers,
      });
    expect((await remove('system-lapsing')).json()).toEqual({
      error: { code: 'system_search', message: 'System searches cannot be deleted.' },
    });
    expect((await remove(id)).statusCode).toBe(200);
    expect((await list()).some((s) => s.id === id)).toBe(false);
    expect((await remove(id)).statusCode).toBe(404);
    // Another Flirt has their own searches: this one is not theirs to change.
    expect(
      (
        await t.inject({
          method: 'PATCH',
          url: `/client_api/customers/saved_searches/${id}`,
          headers: rival.headers,
          payload: { do_not_auto_suggest: false },
        })
      ).statusCode,
    ).toBe(404);
  });
});
