import { CreateListingBody, type ListingDecisionBody, type Role } from '@flirtwire/contracts';
import { UserDirectory } from '../identity/user/user-directory.js';
import { SetAvailabilityCommand } from '../marketplace/listings/availability/set-availability.command.js';
import {
  CreateListingCommand,
  OpenChatListingCommand,
} from '../marketplace/listings/create-listing/create-listing.command.js';
import { EditListingCommand } from '../marketplace/listings/edit-listing/edit-listing.command.js';
import {
  BlockListingCommand,
  ReviewListingCommand,
} from '../marketplace/listings/review-listing/review-listing.command.js';
import type { Principal } from '../shared/auth/principal.js';
import { DEMO_SIGN_INS } from './identity.seed.js';
import { demoPictureName, uploadDemoPicture } from './seed-pictures.js';
import { SeedRandom } from './seed-random.js';
import type { SeedFlirt, SeedWorld } from './seed-world.js';

/** Listing ideas per category: [category id, title, description]. */
const IDEAS: readonly (readonly [number, string, string])[] = [
  [101, 'Your favourite role play', '<p>Tell me the scene and I will <b>play it</b> with you.</p>'],
  [102, 'Fantasies without limits', '<p>Whisper your fantasy; I will take it from there.</p>'],
  [103, 'Cosplay call', '<p>Pick a character and I will <i>become</i> them for you.</p>'],
  [201, 'Your sweet girlfriend', '<p>Long talks, sweet words, and <em>you</em> at the centre.</p>'],
  [202, 'Your caring boyfriend', '<p>Warm, attentive and always glad to hear from you.</p>'],
  [203, 'Flirty and fun', '<p>Light, teasing and playful: let us flirt.</p>'],
  [301, 'Strict but fair', '<p>Rules, rewards and a firm voice.</p>'],
  [302, 'Eager to please', '<p>Tell me what you want; I listen.</p>'],
  [
    303,
    'Open-minded fetish friend',
    '<ul><li>No judgement</li><li>All curiosities welcome</li></ul>',
  ],
  [401, 'Experienced and confident', '<p>I know what I like, and I will learn what you like.</p>'],
  [402, 'Classy cougar', '<p>Sophisticated conversation with a wicked side.</p>'],
  [501, 'Late night talks', '<p>Cannot sleep? Call me and we talk until you do.</p>'],
  [502, 'Honest dating advice', '<p>First dates, texts, second chances: ask me anything.</p>'],
  [503, 'Confess to me', '<p>Your secrets are safe here.</p>'],
  [601, 'Trans and proud', '<p>Friendly, open and fun to talk to.</p>'],
  [602, 'Gay chat buddy', '<p>Easygoing talk for men who like men.</p>'],
  [603, 'Curious? Let us talk', '<p>Explore your curiosity with someone who gets it.</p>'],
];

const ADVISOR_ROLES: readonly Role[] = ['customer', 'advisor'];

const moderators = new WeakMap<SeedWorld, Principal>();

/** The demo moderator (seeded with the staff), who reviews the Flirts' listings. */
export async function moderatorOf(world: SeedWorld): Promise<Principal | null> {
  const known = moderators.get(world);
  if (known) return known;
  const state = await world.app.get(UserDirectory).findBy('login', DEMO_SIGN_INS.moderator.login);
  if (!state) return null;
  const moderator: Principal = {
    userId: state.userId,
    login: state.login,
    roles: ['moderator'],
    sessionId: 'seed',
  };
  moderators.set(world, moderator);
  return moderator;
}

/**
 * A new Flirt's marketplace presence, through the real handlers: one to three phone listings in
 * categories (live and recorded, each with an uploaded picture), the chat listing, the moderator's acceptance of each, and the
 * Flirt's availability (most are Online for chat, about half for live calls).
 */
export async function seedListings(world: SeedWorld, flirt: SeedFlirt, at: Date): Promise<void> {
  // Its own random source, so the rest of the demo history stays as it was without listings.
  const r = new SeedRandom(world.seed * 7919 + flirt.index);
  const principal: Principal = {
    userId: flirt.userId,
    login: flirt.login,
    roles: ADVISOR_ROLES,
    sessionId: 'seed',
  };
  const actor = { id: flirt.userId, role: 'advisor' as const };
  const ids: string[] = [];
  const count = r.int(1, 3);
  for (let k = 0; k < count; k++) {
    const [categoryId, title, description] = r.pick(IDEAS);
    const photoMediaId = await uploadDemoPicture(
      world,
      flirt,
      10 + k,
      demoPictureName('listing', k + 1),
      at,
    );
    const priceCents = r.pick([99, 149, 199, 249, 299, 349, 399, 499]);
    const created = await world.run(
      new CreateListingCommand(
        principal,
        CreateListingBody.parse({
          type: k === 1 ? 2 : 1,
          title: k === 1 ? `${title} (recorded)` : title,
          description,
          categoryId,
          priceCents,
          serviceExtension: String(1000 + flirt.index * 10 + k),
          photoMediaId,
        }),
        world.context(actor),
      ),
      at,
    );
    if (created) {
      ids.push(created.listingId);
      // calls: the seeded calls go through the live listings (type 1), at their price.
      if (k !== 1) flirt.phoneListings.push({ id: created.listingId, priceCents });
    }
  }
  const chat = await world.run(new OpenChatListingCommand(principal, world.context(actor)), at);
  if (chat) ids.push(chat.listingId);
  const staff = await moderatorOf(world);
  if (staff) {
    for (const listingId of ids) {
      await world.run(
        new ReviewListingCommand(
          staff,
          listingId,
          { decision: 'accept' },
          world.context({ id: staff.userId, role: 'moderator' }),
        ),
        new Date(at.getTime() + 60_000),
      );
    }
  }
  // The demo Flirt is Online for chat and live calls, so a newcomer can try both at once.
  const demo = flirt.login === DEMO_SIGN_INS.flirt.login;
  const forChat = r.chance(0.7) || demo;
  const forCalls = r.chance(0.5) || demo;
  await world.run(
    new SetAvailabilityCommand(
      principal,
      { available_for_chat: forChat, available_for_calls: forCalls },
      world.context(actor),
    ),
    new Date(at.getTime() + 120_000),
  );
  if (demo && staff) await seedListingStates(world, principal, staff, at);
}

/**
 * The demo Flirt's listings in every other state, through the real handlers: one new (waiting
 * for review), one not accepted, one not accepted and edited since, one accepted and edited
 * since (its accepted version stays public), one blocked by staff and one switched off.
 */
async function seedListingStates(
  world: SeedWorld,
  principal: Principal,
  staff: Principal,
  at: Date,
): Promise<void> {
  const actor = { id: principal.userId, role: 'advisor' as const };
  const staffActor = { id: staff.userId, role: 'moderator' as const };
  const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
  const create = async (title: string, categoryId: number, extension: string) =>
    (
      await world.run(
        new CreateListingCommand(
          principal,
          CreateListingBody.parse({
            type: 1,
            title,
            description: '<p>Ask me anything, any time.</p>',
            categoryId,
            priceCents: 199,
            serviceExtension: extension,
          }),
          world.context(actor),
        ),
        later(3),
      )
    )?.listingId ?? null;
  const review = (listingId: string, body: ListingDecisionBody) =>
    world.run(
      new ReviewListingCommand(staff, listingId, body, world.context(staffActor)),
      later(4),
    );
  const edit = (listingId: string, title: string) =>
    world.run(
      new EditListingCommand(principal, listingId, { title }, world.context(actor)),
      later(5),
    );
  const rejected = { decision: 'reject', reason: 'Wrong category', comment: '' } as const;

  await create('Brand new and waiting for review', 203, '1901');
  const notAccepted = await create('Call me on my own number', 502, '1902');
  if (notAccepted) await review(notAccepted, rejected);
  const fixed = await create('Dating advice, second try', 203, '1903');
  if (fixed) {
    await review(fixed, rejected);
    await edit(fixed, 'Dating advice, in the right category');
  }
  const edited = await create('Sweet talk after dark', 201, '1904');
  if (edited) {
    await review(edited, { decision: 'accept' });
    await edit(edited, 'Sweet talk after dark, now longer');
  }
  const blocked = await create('Blocked by the moderators', 203, '1905');
  if (blocked) {
    await review(blocked, { decision: 'accept' });
    await world.run(
      new BlockListingCommand(staff, blocked, true, world.context(staffActor)),
      later(6),
    );
  }
  const off = await create('Away this week', 501, '1906');
  if (off) {
    await review(off, { decision: 'accept' });
    await world.run(
      new SetAvailabilityCommand(
        principal,
        { listings: [{ id: off, available: false }] },
        world.context(actor),
      ),
      later(7),
    );
  }
}
