import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StorefrontProfileResponse } from '@flirtwire/contracts';
import { newCustomer, newFlirt, post, settle, uploadImage } from '../../test-support/content.js';
import { grantRole, type SignedInUser, signInAdmin } from '../../test-support/identity.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('storefront (spec 001 §2, §7 advisor lookup and member-since toggle)', () => {
  let t: TestApp;
  let flirt: SignedInUser;
  let other: SignedInUser;
  let customer: SignedInUser;
  let moderator: SignedInUser;
  let admin: SignedInUser;

  const storefront = async (who: SignedInUser | null, login = flirt.login) => {
    await settle(t);
    return post(t, who, 'GET', `/client_api/advisors/${login}/storefront`);
  };
  const toggle = (who: SignedInUser | null, visible: unknown, login = flirt.login) =>
    post(t, who, 'PUT', `/client_api/advisors/${login}/member_since_visibility`, { visible });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t);
    flirt = await newFlirt(t, admin);
    other = await newFlirt(t, admin);
    customer = await newCustomer(t);
    moderator = await newCustomer(t);
    await grantRole(t, admin, moderator.userId, 'moderator');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the header and tabs to anyone, visitors too; packages once a public one exists', async () => {
    const before = await storefront(null);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      advisor: { id: flirt.userId, login: flirt.login, onboarding_complete: false },
      is_owner: false,
      show_member_since: true,
      member_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      homepage_status: 'new_profile',
      chat: { enrolled: false, eligible: false, explicitly_unenrolled: false },
      recurring_package_tributes: true,
      has_packages: false,
      has_goody_bags: false,
      has_listings: false,
    });
    const created = await post(t, flirt, 'POST', '/client_api/packages', {
      feedAccess: true,
      rate: '9.99',
    });
    expect(created.statusCode).toBe(201);
    const after = await storefront(customer);
    expect(after.json<StorefrontProfileResponse>().has_packages).toBe(true);
    expect((await storefront(flirt)).json<StorefrontProfileResponse>().is_owner).toBe(true);
  });

  it('hides Member Since from others once the Flirt hides it, and shows it again', async () => {
    const hidden = await toggle(flirt, false);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ visible: false });
    for (const who of [null, customer, other]) {
      const view = (await storefront(who)).json<StorefrontProfileResponse>();
      expect(view).toMatchObject({ show_member_since: false, member_since: null });
    }
    // The Flirt still sees the date, to decide whether to show it.
    const own = (await storefront(flirt)).json<StorefrontProfileResponse>();
    expect(own.show_member_since).toBe(false);
    expect(own.member_since).not.toBeNull();
    expect((await toggle(flirt, true)).statusCode).toBe(200);
    const shown = (await storefront(customer)).json<StorefrontProfileResponse>();
    expect(shown).toMatchObject({ show_member_since: true, member_since: expect.any(String) });
  });

  it('lets nobody else change it: 401 signed out, 403 for a customer or another Flirt', async () => {
    expect((await toggle(null, false)).statusCode).toBe(401);
    expect((await toggle(customer, false)).statusCode).toBe(403);
    const refused = await toggle(other, false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: {
        code: 'not_your_storefront',
        message: 'Only the Flirt can change their own storefront.',
      },
    });
    expect((await storefront(customer)).json<StorefrontProfileResponse>().show_member_since).toBe(
      true,
    );
  });

  it('answers bad input with 400 and the field, and an unknown Flirt with 404', async () => {
    const bad = await toggle(flirt, 'maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { visible: 'Please choose whether to show the Member Since date.' } },
    });
    expect((await storefront(customer, 'nobody_here_at_all')).statusCode).toBe(404);
    expect((await storefront(customer, customer.login)).statusCode).toBe(404);
    expect((await toggle(flirt, false, 'nobody_here_at_all')).statusCode).toBe(404);
  });

  it('shows the accepted avatar and cover to everyone; only the owner learns of a pending one', async () => {
    const photo = await uploadImage(t, flirt);
    await post(t, flirt, 'POST', '/client_api/profile_images/avatar', { fm_item_id: photo });
    const cover = await uploadImage(t, flirt);
    await post(t, flirt, 'POST', '/client_api/profile_images/cover', { fm_item_id: cover });
    const pendingToOwner = (await storefront(flirt)).json<StorefrontProfileResponse>();
    expect(pendingToOwner).toMatchObject({
      avatar_url: null,
      cover_url: null,
      avatar_image_moderation_status: 'pending',
      cover_image_moderation_status: 'pending',
    });
    expect((await storefront(null)).json()).toMatchObject({
      avatar_url: null,
      avatar_image_moderation_status: 'approved',
    });
    const review = (kind: string, decision: string) =>
      post(
        t,
        moderator,
        'POST',
        `/feeds/moderation/profile_reviews/${flirt.userId}/${kind}/${decision}`,
        {
          reason: 'Nudity',
        },
      );
    expect((await review('avatar', 'accept')).statusCode).toBe(200);
    expect((await review('cover', 'reject')).statusCode).toBe(200);
    const seen = (await storefront(null)).json<StorefrontProfileResponse>();
    expect(seen.avatar_url).toContain(`/fm/media/${photo}/large?v=public`);
    expect(seen.cover_url).toBeNull();
    // A visitor can load the accepted avatar through its signed URL.
    const image = await t.inject({ method: 'GET', url: seen.avatar_url ?? '' });
    expect(image.statusCode).toBe(200);
    expect((await storefront(flirt)).json()).toMatchObject({
      avatar_image_moderation_status: 'approved',
      cover_image_moderation_status: 'rejected',
    });
  });

  it('shows the listings tab once a phone listing is accepted; the owner sees it from the start', async () => {
    const hasListings = async (who: SignedInUser | null) =>
      (await storefront(who, other.login)).json<StorefrontProfileResponse>().has_listings;
    expect(await hasListings(other)).toBe(false);
    const created = await post(t, other, 'POST', '/client_api/listings', {
      type: 1,
      title: 'Late night talks',
      description: '<p>Call me tonight</p>',
      categoryId: 501,
      priceCents: 299,
    });
    expect(created.statusCode).toBe(201);
    const listingId = created.json<{ listingId: string }>().listingId;
    expect(await hasListings(other)).toBe(true);
    expect(await hasListings(customer)).toBe(false);
    expect(await hasListings(null)).toBe(false);

    const accepted = await post(
      t,
      moderator,
      'POST',
      `/client_api/moderation/listings/${listingId}/decision`,
      { decision: 'accept' },
    );
    expect(accepted.statusCode).toBeLessThan(300);
    expect(await hasListings(customer)).toBe(true);
    expect(await hasListings(null)).toBe(true);
  });
});
