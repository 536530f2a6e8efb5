import { CreatePostBody } from '@flirtwire/contracts';
import { AddCommentCommand } from '../content/comments/add-comment/add-comment.command.js';
import { FollowCommand } from '../content/follows/follow/follow.command.js';
import { ToggleLikeCommand } from '../content/likes/toggle-like/toggle-like.command.js';
import { AcceptLegalLiabilityCommand } from '../content/onboarding/accept-legal-liability/accept-legal-liability.command.js';
import { ONBOARDING_REACTOR } from '../content/onboarding/onboarding.process.js';
import { CreatePostCommand } from '../content/posts/create-post/create-post.command.js';
import { ModeratePostCommand } from '../content/moderation/moderate-post/moderate-post.command.js';
import { moderatorOf } from './marketplace.seed.js';
import { demoPictureName, uploadDemoPicture } from './seed-pictures.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/** Content: posts (free, for subscribers, welcome kits), follows, likes and comments. */

const CAPTIONS = [
  'Good morning, lovelies!',
  'New set coming this weekend.',
  'Thank you for 1,000 follows!',
  'Behind the scenes today.',
  'Who is up late tonight?',
  'A little something for my subscribers.',
  'Q&A on Friday: send your questions.',
  'Feeling cute, might delete later.',
];
const COMMENTS = ['Love this!', 'Beautiful', 'Can’t wait', 'Wow', 'Yes please', 'So good'];

/** Post ids per Flirt, newest last (likes and comments pick from the recent ones). */
const postsOf = new Map<number, string[]>();
/** The free ones among them: all a casual customer (never subscribed) can react to. */
const freePostsOf = new Map<number, string[]>();

/**
 * Each Flirt's post photos (by Flirt index): two for free posts (everyone sees them), two for
 * subscriber posts and welcome kits (locked until one subscribes).
 */
const photosOf = new Map<number, { readonly open: string[]; readonly locked: string[] }>();
const photoTurns = new Map<number, number>();

/** Forgets the seed's per-Flirt content state (the maps live as long as the module). */
export function forgetContent(): void {
  postsOf.clear();
  freePostsOf.clear();
  photosOf.clear();
  photoTurns.clear();
}

/** A new Flirt uploads their post photos through the real upload (pictures 20 to 23). */
export async function seedPostPhotos(world: SeedWorld, flirt: SeedFlirt, at: Date): Promise<void> {
  const photos = { open: [] as string[], locked: [] as string[] };
  for (let i = 0; i < 4; i++) {
    const itemId = await uploadDemoPicture(
      world,
      flirt,
      20 + i,
      demoPictureName('post', i + 1),
      at,
    );
    if (itemId) (i < 2 ? photos.open : photos.locked).push(itemId);
  }
  photosOf.set(flirt.index, photos);
}

/** The feed checklist (spec 000 §4): terms first; the price is recorded by the onboarding job. */
export async function seedAcceptTerms(world: SeedWorld, flirt: SeedFlirt): Promise<void> {
  await world.run(
    new AcceptLegalLiabilityCommand(
      flirt.userId,
      world.context({ id: flirt.userId, role: 'advisor' }),
    ),
  );
}

export async function seedOnboardingJob(world: SeedWorld): Promise<void> {
  await world.caughtUp();
  await world.reacted([ONBOARDING_REACTOR.name]);
}

export async function seedPost(world: SeedWorld, flirt: SeedFlirt, at: Date): Promise<void> {
  const type = world.random.pick(['free', 'free', 'subscriber', 'subscriber', 'welcome_kit']);
  const caption = world.random.pick(CAPTIONS);
  // A photo with every post, taken in turn from the Flirt's free or locked ones.
  const photos = photosOf.get(flirt.index);
  const turn = photoTurns.get(flirt.index) ?? 0;
  photoTurns.set(flirt.index, turn + 1);
  const photo = (type === 'free' ? photos?.open : photos?.locked)?.[turn % 2];
  const outcome = await world.run(
    new CreatePostCommand(
      { userId: flirt.userId, login: flirt.login },
      CreatePostBody.parse({
        post_type: type,
        body: type === 'free' ? caption : 'Subscribers only',
        paid_body: type === 'free' ? '' : caption,
        post_items: photo ? [{ fm_item_id: photo, sort_order: 0 }] : [],
      }),
      world.context({ id: flirt.userId, role: 'advisor' }),
    ),
    at,
  );
  const postId = outcome?.streamId.replace(/^post-/, '');
  // A post with media waits for review: the demo moderator accepts it (and so publishes it).
  const moderator = photo && postId ? await moderatorOf(world) : null;
  if (moderator && postId) {
    await world.run(
      new ModeratePostCommand(
        moderator.userId,
        postId,
        { kind: 'accept' },
        world.context({ id: moderator.userId, role: 'moderator' }),
      ),
      new Date(at.getTime() + 300_000),
    );
  }
  if (postId) {
    remember(postsOf, flirt.index, postId);
    if (type === 'free') remember(freePostsOf, flirt.index, postId);
  }
}

function remember(posts: Map<number, string[]>, flirt: number, postId: string): void {
  const list = posts.get(flirt) ?? [];
  list.push(postId);
  if (list.length > 20) list.shift();
  posts.set(flirt, list);
}

export async function seedFollow(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<void> {
  await world.run(
    new FollowCommand(
      customer.userId,
      flirt.userId,
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
}

/** A customer reacts to one of their favourite Flirt's recent posts. */
export async function seedEngagement(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<void> {
  const posts = (customer.casual ? freePostsOf : postsOf).get(flirt.index);
  if (!posts || posts.length === 0) return;
  const postId = world.random.pick(posts);
  const author = { userId: customer.userId, login: customer.login };
  const context = world.context({ id: customer.userId, role: 'customer' });
  if (world.random.chance(0.75)) {
    await world.run(new ToggleLikeCommand(author, postId, true, context), at);
  } else {
    await world.run(
      new AddCommentCommand(author, postId, world.random.pick(COMMENTS), context),
      at,
    );
  }
}
