import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateGoodyBagBody } from '@flirtwire/contracts';
import { UploadMediaCommand } from '../content/media/upload-media/upload-media.command.js';
import { CreateGoodyBagCommand } from '../goodies/create-goody-bag/create-goody-bag.command.js';
import { PurchaseGoodyBagCommand } from '../goodies/purchase-goody-bag/purchase-goody-bag.command.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/** A 64×48 PNG: the demo goody bags' photos (real uploads, so covers and the lightbox work). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDltMkF9FYF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+7bo5Hr5VwKoAAAAASUVORK5CYII=',
  'base64',
);

const BAGS = [
  ['Beach day', 'tame', ['woman_neutral'], ['twenties']],
  ['Red lingerie set', 'lingerie', ['woman_submissive'], ['thirties']],
  ['Boss lady', 'topless', ['woman_dominant'], ['thirties']],
  ['Cosplay weekend', 'suggestive', ['woman_neutral'], ['twenties']],
  ['Late night', 'nude', ['woman_neutral'], ['forty_plus']],
] as const;

/** Each Flirt's goody bags (by Flirt index), for the customers' purchases. */
const bagsOf = new Map<number, string[]>();

/** A new Flirt uploads a few photos and composes 2 to 4 goody bags from them, for sale. */
export async function seedGoodyBags(world: SeedWorld, flirt: SeedFlirt, at: Date): Promise<void> {
  const r = world.random;
  const photos: string[] = [];
  for (let i = 0; i < 3; i++) {
    const path = join(tmpdir(), `seed-goody-${randomUUID()}.png`);
    await writeFile(path, PNG);
    const uploaded = await world.run(
      new UploadMediaCommand(
        { userId: flirt.userId, login: flirt.login },
        { path, fileName: `goody-${String(i + 1)}.png`, sizeBytes: PNG.length },
        null,
        false,
        // A key per upload: the file id is derived from it.
        world.context({ id: flirt.userId, role: 'advisor' }),
      ),
      at,
    );
    const itemId = uploaded?.streamId.replace(/^media-/, '');
    if (itemId) photos.push(itemId);
  }
  if (photos.length === 0) return;
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
