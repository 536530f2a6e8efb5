import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SignedInUser, signInAdmin, signUp, visitor } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('the site-wide banner and the cookies banner', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const banner = async (headers: Record<string, string> = {}) =>
    (await t.inject({ method: 'GET', url: '/client_api/super_banner', headers })).json<{
      banner: { code: string; content: string } | null;
    }>().banner;

  const publish = (headers: Record<string, string>, body: unknown) =>
    t.inject({
      method: 'PUT',
      url: '/client_api/admin/super_banner',
      headers,
      payload: body as object,
    });

  it('shows no banner until an admin publishes one; only admins may', async () => {
    expect(await banner()).toBeNull();
    const member = await signUp(t);
    expect((await publish(member.headers, { code: 'x', content: 'y' })).statusCode).toBe(403);
    const bad = await publish(admin.headers, { code: 'no spaces!', content: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.keys(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).sort(),
    ).toEqual(['code', 'content']);
    expect(
      (await publish(admin.headers, { code: 'spring-1', content: 'Spring is here' })).statusCode,
    ).toBe(200);
    expect(await banner()).toEqual({ code: 'spring-1', content: 'Spring is here' });
  });

  it("records a member's dismissal as an event and a visitor's in a cookie", async () => {
    const member = await signUp(t);
    expect(await banner(member.headers)).toEqual({ code: 'spring-1', content: 'Spring is here' });
    const unknown = await t.inject({
      method: 'POST',
      url: '/client_api/super_banner/dismissals',
      headers: member.headers,
      payload: { code: 'never-shown' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      code: 'is not a banner of this site',
    });
    const dismissed = await t.inject({
      method: 'POST',
      url: '/client_api/super_banner/dismissals',
      headers: member.headers,
      payload: { code: 'spring-1' },
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await banner(member.headers)).toBeNull();

    const guest = await visitor(t);
    const answer = await t.inject({
      method: 'POST',
      url: '/client_api/super_banner/dismissals',
      headers: guest.headers,
      payload: { code: 'spring-1' },
    });
    expect(answer.statusCode).toBe(200);
    const cookie = answer.cookies.find((c) => c.name === 'fw_banner_dismissed');
    expect(cookie?.value).toBe('spring-1');
    expect(cookie?.httpOnly).toBe(true);
    expect(await banner({ cookie: `fw_banner_dismissed=spring-1` })).toBeNull();
  });

  it('shows a new banner to those who dismissed the old one, and never reuses a code', async () => {
    const member = await signUp(t);
    await t.inject({
      method: 'POST',
      url: '/client_api/super_banner/dismissals',
      headers: member.headers,
      payload: { code: 'spring-1' },
    });
    expect(
      (await publish(admin.headers, { code: 'summer-1', content: 'Summer sale' })).statusCode,
    ).toBe(200);
    expect(await banner(member.headers)).toEqual({ code: 'summer-1', content: 'Summer sale' });
    const reused = await publish(admin.headers, { code: 'spring-1', content: 'Again' });
    expect(reused.statusCode).toBe(409);
    const withdrawn = await t.inject({
      method: 'DELETE',
      url: '/client_api/admin/super_banner',
      headers: admin.headers,
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await banner(member.headers)).toBeNull();
  });

  it('asks about cookies until the person acknowledges, on every device for a member', async () => {
    const member = await signUp(t);
    const consent = async (headers: Record<string, string>) =>
      (await t.inject({ method: 'GET', url: '/client_api/cookies_consent', headers })).json<{
        showCookiesBanner: boolean;
      }>().showCookiesBanner;
    expect(await consent(member.headers)).toBe(true);
    const ack = await t.inject({
      method: 'POST',
      url: '/client_api/cookies_consent',
      headers: member.headers,
    });
    expect(ack.statusCode).toBe(200);
    expect(await consent(member.headers)).toBe(false);
    // The answer is the member's, not the browser's: another browser of theirs does not ask.
    expect(
      await consent({ cookie: member.headers.cookie.replace(/fw_cookies_ack=1;?\s*/, '') }),
    ).toBe(false);

    const guest = await visitor(t);
    expect(await consent(guest.headers)).toBe(true);
    const visitorAck = await t.inject({
      method: 'POST',
      url: '/client_api/cookies_consent',
      headers: guest.headers,
    });
    expect(visitorAck.cookies.find((c) => c.name === 'fw_cookies_ack')?.value).toBe('1');
  });

  it('refuses answers without the CSRF token', async () => {
    const member = await signUp(t);
    const forged = await t.inject({
      method: 'POST',
      url: '/client_api/cookies_consent',
      headers: { cookie: member.headers.cookie },
    });
    expect(forged.statusCode).toBe(403);
  });
});
