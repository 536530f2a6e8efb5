import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UNSAFE_TEXT_MESSAGE } from '@flirtwire/contracts';
import { image, post, upload } from '../../test-support/content.js';
import { type SignedInUser, signInAdmin, signUp } from '../../test-support/identity.js';
import { makeFlirt } from '../../test-support/money.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/** Each a character that must never reach a stored text a person typed. */
const UNSAFE = [
  ['U+202E (right-to-left override)', '\u202E'],
  ['NUL', '\u0000'],
  ['ESC', '\u001B'],
  ['U+2066 (isolate)', '\u2066'],
  ['zero-width space', '\u200B'],
] as const;

const listing = {
  type: 1,
  title: 'Late night talks',
  description: '<p>Call me tonight</p>',
  categoryId: 501,
  priceCents: 299,
};

describe('control and bidi characters are refused at every text input, with the field', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let flirt: SignedInUser;
  let customer: SignedInUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    flirt = await makeFlirt(t, admin);
    customer = await signUp(t);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  const refuses = async (
    who: SignedInUser,
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    body: object,
    field: string,
  ) => {
    const response = await post(t, who, method, url, body);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields[field]).toBe(
      UNSAFE_TEXT_MESSAGE,
    );
  };

  it.each(UNSAFE)('refuses %s in a listing title and description', async (_name, bad) => {
    await refuses(
      flirt,
      'POST',
      '/client_api/listings',
      { ...listing, title: `Call me${bad} now` },
      'title',
    );
    await refuses(
      flirt,
      'POST',
      '/client_api/listings',
      { ...listing, description: `<p>gpj${bad}.exe</p>` },
      'description',
    );
  });

  it('refuses an edit of a listing title with U+202E', async () => {
    const created = await post(t, flirt, 'POST', '/client_api/listings', listing);
    expect(created.statusCode).toBe(201);
    const id = created.json<{ listingId: string }>().listingId;
    await refuses(
      flirt,
      'PATCH',
      `/client_api/listings/${id}`,
      { title: 'Late \u202Enight talks' },
      'title',
    );
  });

  it.each(UNSAFE)('refuses %s in a mail subject and body', async (_name, bad) => {
    const mail = { recipients: [flirt.login], subject: 'Hello', body: 'Hi there' };
    await refuses(
      customer,
      'POST',
      '/client_api/mail',
      { ...mail, subject: `Invoice${bad}fdp.exe` },
      'subject',
    );
    await refuses(customer, 'POST', '/client_api/mail', { ...mail, body: `Hi${bad}` }, 'body');
  });

  it.each(UNSAFE)('refuses %s in the site banner', async (_name, bad) => {
    await refuses(
      admin,
      'PUT',
      '/client_api/admin/super_banner',
      { code: 'maintenance', content: `Down at 9${bad}` },
      'content',
    );
  });

  it.each(UNSAFE)('refuses %s in a post caption and paid caption', async (_name, bad) => {
    await refuses(
      flirt,
      'POST',
      '/feeds/posts',
      { post_type: 'subscriber', body: `New set${bad}` },
      'body',
    );
    await refuses(
      flirt,
      'POST',
      '/feeds/posts',
      { post_type: 'subscriber', body: 'ok', paid_body: `Paid${bad}` },
      'paid_body',
    );
  });

  it.each(UNSAFE)('refuses %s in a chat message', async (_name, bad) => {
    await refuses(
      customer,
      'POST',
      `/client_api/chats/${flirt.userId}/messages`,
      { text: `hey${bad}` },
      'text',
    );
  });

  it.each(UNSAFE)("refuses %s in an upload's file name", async (_name, bad) => {
    const response = await upload(t, flirt, { name: `photo${bad}gpj.jpg`, data: await image() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      file: UNSAFE_TEXT_MESSAGE,
    });
  });

  it('keeps line breaks in multi-line texts and plain names', async () => {
    const created = await post(t, flirt, 'POST', '/client_api/listings', {
      ...listing,
      description: '<p>Line one</p>\n<p>Line\ttwo</p>',
    });
    expect(created.statusCode).toBe(201);
    const uploaded = await upload(t, flirt, { name: 'photo.jpg', data: await image() });
    expect(uploaded.statusCode).toBe(201);
  });
});
