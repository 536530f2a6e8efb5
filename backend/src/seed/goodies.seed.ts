import { CreateGoodyBagBody } from '@flirtwire/contracts';
import { CreateGoodyBagCommand } from '../goodies/create-goody-bag/create-goody-bag.command.js';
import { PurchaseGoodyBagCommand } from '../goodies/purchase-goody-bag/purchase-goody-bag.command.js';
import { demoPictureName, uploadDemoPicture } from './seed-pictures.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

const BAGS = [
  ['Beach day', 'tame', ['woman_neutral'], ['twenties']],
  ['Red lingerie set', 'lingerie', ['woman_submissive'], ['thirties']],
  ['Boss lady', 'topless', ['woman_dominant'], ['thirties']],
  ['Cosplay weekend', 'suggestive', ['woman_neutral'], ['twenties']],
  ['Late night', 'nude', ['woman_neutral'], ['forty_plus']],
] as const;

/** Each Flirt's goody bags (by Flirt index), for the customers' purchases. */
const bagsOf = new Map<number, string[]>();

/** A new Flirt uploads a few photos and a cover and composes 2 to 4 goody bags from them, for sale. */
export async function seedGoodyBags(world: SeedWorld, flirt: SeedFlirt, at: Date): Promise<void> {
  const r = world.random;
  const photos: string[] = [];
  for (let i = 0; i < 3; i++) {
    const itemId = await uploadDemoPicture(world, flirt, i, demoPictureName('goody', i + 1), at);
    if (itemId) photos.push(itemId);
  }
  if (photos.length === 0) return;
  // The public cover is its own picture, never one of the paid files.
  const cover = await uploadDemoPicture(world, flirt, 3, 'goody-cover.png', at);
  const count = r.int(2, 4);
  for (let i = 0; i < count; i++) {
    const [title, rating, who, age] = BAGS[(flirt.index + i) % BAGS.length] ?? BAGS[0];
    const result = await world.run(
      new CreateGoodyBagCommand(
        flirt.userId,
        CreateGoodyBagBody.parse({
          title,
          price: r.pick(['4.99', '9.99', '14.99', '24.99']),
          description: 'Photos from my favourite shoot.',
          media_ids: photos.slice(0, r.int(1, photos.length)),
          cover_media_id: cover ?? null,
          content_rating: rating,
          dominance_tags: who,
          age_tags: age,
          publish: true,
        }),
        world.context({ id: flirt.userId, role: 'advisor' }),
      ),
      at,
    );
    if (result) bagsOf.set(flirt.index, [...(bagsOf.get(flirt.index) ?? []), result.goody_bag_id]);
  }
}

/**
 * A customer buys one of the Flirt's goody bags through the real purchase (their default card,
 * a GoodiesSold sale). False when the Flirt has no bags, so the caller records another sale.
 */
export async function seedGoodyPurchase(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<boolean> {
  const bags = bagsOf.get(flirt.index) ?? [];
  if (bags.length === 0) return false;
  await world.run(
    new PurchaseGoodyBagCommand(
      customer.userId,
      world.random.pick(bags),
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
  return true;
}
