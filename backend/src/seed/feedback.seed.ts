import {
  FEEDBACK_OBJECT_TYPES,
  type FeedbackObjectType,
  LeaveFeedbackBody,
  type ListingRow,
  READ_MODELS,
} from '@flirtwire/contracts';
import { AddFavoriteCommand } from '../marketplace/favorites/favorites.commands.js';
import { LeaveFeedbackCommand } from '../marketplace/feedback/leave-feedback/leave-feedback.command.js';
import { ReadModels } from '../read-side/read-models.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

const COMMENTS = [
  'Sweet, funny and so easy to talk to.',
  'Worth every minute. I will be back!',
  'Exactly what the listing promised.',
  'A bit rushed this time, but still lovely.',
  'Great voice and a great listener.',
  '',
  'Loved it, thank you for the fun evening and the good conversation, see you again next week.',
];
/** Ratings a demo customer leaves, in turn: mostly good, with stars, thumbs and the odd "none". */
const RATINGS = [10, 5, 4, 10, 5, 3, -10, 4, 5, 2, 10, 0];

/**
 * Every fourth call, goodies sale and paid mail gets feedback from its customer right away,
 * through the real handler. The choice follows the activity's number, not the random stream,
 * so the rest of the demo history stays as it was.
 */
export async function seedFeedback(
  world: SeedWorld,
  customer: SeedCustomer,
  objectType: FeedbackObjectType,
  objectId: string,
  sequence: number,
  at: Date,
): Promise<void> {
  if (sequence % 4 !== 0) return;
  const turn = Math.floor(sequence / 4);
  const rating = RATINGS[turn % RATINGS.length] ?? 10;
  const comment = COMMENTS[turn % COMMENTS.length] ?? '';
  await world.run(
    new LeaveFeedbackCommand(
      customer.userId,
      LeaveFeedbackBody.parse({
        object_type: objectType,
        object_id: objectId,
        rating,
        comment: rating === 0 && comment === '' ? 'Nice.' : comment,
      }),
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
}

/** The kind of activity each feedback object type is (for the seed's activity kinds). */
export const FEEDBACK_TYPE_OF_KIND: Readonly<Record<string, FeedbackObjectType>> =
  Object.fromEntries(
    Object.entries(FEEDBACK_OBJECT_TYPES).map(([type, { kind }]) => [kind, type]),
  ) as Record<string, FeedbackObjectType>;

/**
 * At the end of the history, the first customers keep their Flirts' listings (as far as the
 * directory has them) among their favorites, their favourite Flirt's first.
 */
export async function seedFavorites(world: SeedWorld, at: Date): Promise<void> {
  const listings = world.app.get(ReadModels).collection<ListingRow>(READ_MODELS.listings);
  const byFlirt = new Map<string, string[]>();
  for (const flirt of world.flirts) {
    const rows = await listings
      .find({ creatorId: flirt.userId, public: true }, { sort: { createdAt: 1 }, limit: 3 })
      .toArray();
    byFlirt.set(
      flirt.userId,
      rows.map((row) => row._id),
    );
  }
  for (const customer of world.customers.slice(0, 25)) {
    if (customer.userId === '') continue;
    const flirts = customer.flirts
      .map((index) => world.flirts[index])
      .filter((flirt): flirt is SeedFlirt => flirt !== undefined);
    for (const flirt of flirts) {
      for (const listingId of byFlirt.get(flirt.userId) ?? []) {
        await world.run(
          new AddFavoriteCommand(
            customer.userId,
            listingId,
            world.context({ id: customer.userId, role: 'customer' }),
          ),
          at,
        );
      }
    }
  }
}
