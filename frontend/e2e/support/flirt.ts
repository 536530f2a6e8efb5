import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { type ApiSession, signIn, signUp, uniqueLogin } from './api';
import { eventually } from './eventually';

/**
 * Steps of a Flirt's path (set-up wizard, onboarding, publishing, review, scheduling) shared by
 * the browser suites, so each suite reuses the same step instead of its own copy.
 */

/** A 64×48 PNG (made with sharp): small, and a real image for the media pipeline. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDltMkF9FYF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+7bo5Hr5VwKoAAAAASUVORK5CYII=',
  'base64',
);

/** A File Manager item as the suites read it back. */
export interface FileItem {
  readonly fm_item_id: string;
  readonly title: string;
  readonly file_name: string;
  readonly album_id: string;
  readonly watermarked: boolean;
}

/** Uploads the PNG to the Flirt's File Manager through the API; returns its item id. */
export async function uploadImage(flirt: ApiSession, fileName = 'beach.png'): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), fileName);
  const response = await fetch(`${flirt.baseUrl}/fm/client_api/uploads`, {
    method: 'POST',
    headers: { cookie: flirt.cookieHeader, 'x-csrf-token': flirt.cookie('fw_csrf') ?? '' },
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`upload → ${String(response.status)} ${text}`);
  return (JSON.parse(text) as { item: { fm_item_id: string } }).item.fm_item_id;
}

/** The Flirt's File Manager items (newest first). */
export async function fileItems(flirt: ApiSession): Promise<FileItem[]> {
  return (await flirt.request<{ items: FileItem[] }>('GET', '/fm/client_api/items?per_page=50'))
    .items;
}

/**
 * Onboarding through its API (its screens have their own suites), so the Flirt may post:
 * legal terms, a first package (`pkg`, by default $14.99 with feed access), the welcome post.
 * Returns the package's id.
 */
export async function onboardByApi(
  flirt: ApiSession,
  pkg: Record<string, unknown> = { rate: '14.99', status: 'pending_onboarding', feedAccess: true },
): Promise<string> {
  await flirt.request('POST', '/client_api/legal_liability_acceptance');
  const created = await flirt.request<{ package: { id: string } }>(
    'POST',
    '/client_api/packages',
    pkg,
  );
  await eventually(
    () => flirt.request<{ onboarding_step: string | null }>('GET', '/client_api/user'),
    (user) => user.onboarding_step === 'has_package' || user.onboarding_step === 'has_offering',
    'the Flirt’s price counts for onboarding',
  );
  await flirt.request('POST', '/feeds/posts', { post_type: 'welcome_kit', body: 'Welcome!' });
  await eventually(
    () => flirt.request<{ onboarding_complete: boolean }>('GET', '/client_api/user'),
    (user) => user.onboarding_complete,
    'the Flirt finishes onboarding',
  );
  return created.package.id;
}

/** A new member given a staff role by the admin (none: a plain member), signed in. */
export async function staffMember(
  baseUrl: string,
  admin: ApiSession,
  role: 'moderator' | 'admin' | null,
  prefix: string,
): Promise<ApiSession> {
  const person = await signUp(baseUrl, uniqueLogin(prefix));
  if (role) {
    await admin.request('POST', `/client_api/admin/users/${person.userId}/roles`, { role });
  }
  return signIn(baseUrl, person.login, person.password);
}

/** Waits until the post's media is encoded (the moderators review encoded media). */
export async function mediaEncoded(flirt: ApiSession, postId: string): Promise<void> {
  await eventually(
    () => flirt.request<{ post_item_encoding_status: string }>('GET', `/feeds/posts/${postId}`),
    (post) => post.post_item_encoding_status === 'complete',
    'the post’s media is encoded',
  );
}

/** Waits until the post is published. */
export async function published(flirt: ApiSession, postId: string): Promise<void> {
  await eventually(
    () => flirt.request<{ published_at: string | null }>('GET', `/feeds/posts/${postId}`),
    (post) => post.published_at !== null,
    'the post is published',
  );
}

/** A datetime-local value `minutes` from now, in the browser's (and this machine's) time zone. */
export function localInput(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(
    at.getHours(),
  )}:${pad(at.getMinutes())}`;
}

/**
 * Brings a scheduled post's time forward (as the Flirt may), then runs the scheduler (the ops
 * endpoint the deployment's timer calls) until it publishes the post.
 */
export async function runSchedulerUntilPublished(
  admin: ApiSession,
  flirt: ApiSession,
  postId: string,
): Promise<void> {
  await flirt.request('PATCH', `/feeds/posts/${postId}`, {
    scheduled_at: new Date(Date.now() + 2_000).toISOString(),
  });
  await eventually(
    async () => {
      await admin.request('POST', '/ops/schedules/scheduled-posts/run');
      return flirt.request<{ published_at: string | null }>('GET', `/feeds/posts/${postId}`);
    },
    (answer) => answer.published_at !== null,
    'the scheduler publishes the post',
  );
}

/** The id in a post page's URL (/feed/{login}/{postId}?…). */
export function postIdOf(page: Page): string {
  return /\/([0-9a-f-]{36})(?:\?|$)/.exec(page.url())?.[1] ?? '';
}

// ---- Browser steps ----

/** The set-up wizard's current step heading. */
export async function stepHeading(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name, exact: true, level: 2 }).waitFor();
}

/** Flirt sign-up (/advisor_signup/newuser), landing on the wizard's phone step. */
export async function registerAsFlirt(page: Page, login: string): Promise<void> {
  await page.goto('/advisor_signup/newuser');
  const dialog = page.getByRole('dialog', { name: 'Register as a Flirt to get started' });
  await dialog.getByLabel('Member Name').fill(login);
  await dialog.getByLabel('Email').fill(`${login.toLowerCase()}@example.com`);
  await dialog.getByLabel('Password').fill('a-long-password-1');
  await dialog.getByLabel('Date of birth').fill('01/15/1990');
  await dialog.getByLabel(/I am 18 or older/).check();
  const robot = dialog.getByLabel("I'm not a robot");
  if ((await robot.count()) > 0) await robot.check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await page.waitForURL(/\/advisor_signup\/account_setup$/);
  await stepHeading(page, 'Phone');
}

/** The phone step: sends the code and types the development code the page shows. */
export async function verifyPhoneInWizard(page: Page, phone: string): Promise<string> {
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send Code', exact: true }).click();
  const shown = await page.getByText(/^Development code:/).textContent();
  const code = /(\d{4,8})/.exec(shown ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  return code;
}

/** Types the code and presses Verify. */
export async function enterPhoneCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** The credit card step: the sandbox test card. */
export async function addCardInWizard(page: Page): Promise<void> {
  await stepHeading(page, 'Credit Card');
  const card = page.getByRole('form', { name: 'Add a card' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM/YY)').fill('12/40');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Billing zip').fill('10001');
  await card.getByRole('button', { name: 'Add Card' }).click();
  await stepHeading(page, 'ID Verification');
}

/** An admin approves a Flirt's ID in the admin console (found by email address). */
export async function approveIdInAdminConsole(adminPage: Page, login: string): Promise<void> {
  await adminPage.goto('/admin');
  await adminPage
    .getByLabel('Member Name, email address or account id')
    .fill(`${login.toLowerCase()}@example.com`);
  await adminPage.getByRole('button', { name: 'Find', exact: true }).click();
  const account = adminPage.getByRole('article', { name: `Account ${login}` });
  await account.getByRole('button', { name: 'Approve ID', exact: true }).click();
  await account.getByText('Verified', { exact: true }).waitFor();
}

/** The payout step with the payout page's form: a US payee with an SSN. */
export async function savePayoutInWizard(page: Page, payee: string): Promise<void> {
  await page.getByLabel('Payee name').fill(payee);
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('Country').selectOption('US');
  await page.locator('select[name="state"]').selectOption('NY');
  await page.getByLabel('Zip code').fill('10001');
  await page.getByLabel('Taxable status').selectOption('10');
  await page.getByLabel('SSN First 3').fill('512');
  await page.getByLabel('SSN Middle 2').fill('34');
  await page.getByLabel('SSN Last 4').fill('6789');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await stepHeading(page, 'Gender');
}

/** The gender step: Woman, looking for Men, the Flirt Policy ticked (Save waits for it). */
export async function chooseGenderInWizard(page: Page): Promise<void> {
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await page.getByLabel('Woman', { exact: true }).check();
  await page.getByLabel('Men', { exact: true }).check();
  expect(await save.isDisabled()).toBe(true);
  await page.getByLabel('I have read and agree to the Flirt Policy.').check();
  expect(await save.isEnabled()).toBe(true);
}

/** Onboarding's first step: Agree to Terms, then I Agree in the Legal Terms dialog. */
export async function agreeToLegalTerms(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Agree to Terms' }).click();
  await page
    .getByRole('dialog', { name: 'Legal Terms' })
    .getByRole('button', { name: 'I Agree' })
    .click();
  await page.getByRole('heading', { name: 'Agree to Legal Terms (done)' }).waitFor();
}

/**
 * In Create Post's Select Files modal: uploads the named PNGs with 'Add watermark' on (its
 * default), waits for each to complete, and adds them to the post.
 */
export async function uploadIntoPost(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: 'Add content' }).click();
  const modal = page.getByRole('dialog', { name: 'Select Files' });
  await modal.getByRole('tab', { name: 'Upload' }).click();
  expect(await modal.getByLabel('Add watermark').isChecked()).toBe(true);
  await modal.getByText('Your Watermark').waitFor({ state: 'attached' });
  await modal
    .locator('input[type=file]')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
  for (const name of names) {
    await modal.locator('.upload-entry--complete', { hasText: name }).waitFor();
  }
  await modal.getByRole('button', { name: 'Add to Post' }).click();
  await modal.waitFor({ state: 'detached' });
  await page
    .locator('.post-media__row')
    .nth(names.length - 1)
    .waitFor();
}

/** Opens Create Post's scheduling and sets the time `minutes` from now. */
export async function scheduleIn(page: Page, minutes: number): Promise<void> {
  await page.getByRole('button', { name: 'Schedule post' }).click();
  await page.getByLabel('Publish at').fill(localInput(minutes));
  await page.getByText(/^Scheduled for /).waitFor();
}

/** A moderator accepts the Flirt's waiting post (found by its caption) in the moderation console. */
export async function acceptPostInConsole(
  moderatorPage: Page,
  login: string,
  caption: string,
): Promise<void> {
  await moderatorPage.goto('/moderation');
  await moderatorPage.getByRole('heading', { name: 'Posts waiting for review' }).waitFor();
  const post = moderatorPage
    .getByRole('article', { name: `Post by ${login}` })
    .filter({ hasText: caption });
  await post.getByRole('button', { name: 'Accept', exact: true }).click();
  await post.waitFor({ state: 'detached' });
}

/** The moderator (or the admin) accepts a listing in review. */
export async function acceptListing(moderator: ApiSession, listingId: string): Promise<void> {
  await moderator.request('POST', `/client_api/moderation/listings/${listingId}/decision`, {
    decision: 'accept',
  });
}

/** A phone listing of the Flirt's (category 501), accepted by `moderator`: its id. */
export async function acceptedPhoneListing(
  flirt: ApiSession,
  moderator: ApiSession,
  listing: { readonly title: string; readonly priceCents: number },
): Promise<string> {
  const created = await flirt.request<{ listingId: string }>('POST', '/client_api/listings', {
    type: 1,
    title: listing.title,
    description: '<p>Call me.</p>',
    categoryId: 501,
    priceCents: listing.priceCents,
  });
  await acceptListing(moderator, created.listingId);
  return created.listingId;
}
