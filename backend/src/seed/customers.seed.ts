// feedback and favorites
import { FEEDBACK_TYPE_OF_KIND, seedFeedback } from './feedback.seed.js';
import {
  ChatMessagesBody,
  ReportCallBody,
  ReportChatVolleyBody,
  ReportGoodiesSaleBody,
  ReportMessageBody,
  ReportPaidMailBody,
  SetTagsBody,
} from '@flirtwire/contracts';
import {
  type ActivityReport,
  ReportActivityCommand,
} from '../customers/activity/report-activity/report-activity.command.js';
import { BlockCustomersCommand } from '../customers/blocks/block-customers/block-customers.command.js';
import { SendChatMessageCommand } from '../customers/chat/send-chat-message/send-chat-message.command.js';
import { SetNoteCommand } from '../customers/notes/set-note/set-note.command.js';
import { SetTagsCommand } from '../customers/tags/set-tags/set-tags.command.js';
import { SERVICE_ACTOR } from '../customers/service-api/service-token.guard.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/**
 * My Customers: activity reported by the outside systems (calls, chat volleys, paid mail,
 * goodies, messages) and the Flirt's own work (tags, notes, blocks, bulk chat messages).
 */

export type ActivityKind = 'call' | 'chat-volley' | 'paid-mail' | 'goody-sale' | 'message';

const GOODIES = ['Signed photo set', 'Voice note bundle', 'Custom video', 'Polaroid pack'];
const NOTES = [
  'Prefers evening calls.',
  'Birthday in March: send a goodie.',
  'Big fan of the beach sets.',
  'Asked about a custom video.',
  'Tips after every live session.',
];
const CHATS = [
  'Thanks for being here! New posts this week.',
  'Happy weekend! A little surprise is waiting in my feed.',
  'I miss you! Come say hi.',
];

let activitySeq = 0;

export async function seedActivity(
  world: SeedWorld,
  kind: ActivityKind,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<void> {
  activitySeq++;
  const id = `seed-${world.seed}-${activitySeq}`;
  const parties = { creator_id: flirt.userId, customer_id: customer.userId };
  const when = at.toISOString();
  const r = world.random;
  let report: ActivityReport;
  let spent = 0;
  switch (kind) {
    case 'call': {
      const minutes = r.int(3, 25 + Math.round(5 * Math.sqrt(customer.weight)));
      const free = r.chance(0.2) ? Math.min(minutes, 3) : 0;
      // calls: placed through one of the Flirt's live phone listings, at its price, when it has one
      // (so the demo drawers show the calls' feedback)
      // (the draw is made either way, so the rest of the demo history stays as it was).
      const drawn = r.pick([199, 299, 399, 499]);
      const listing = flirt.phoneListings[activitySeq % Math.max(1, flirt.phoneListings.length)];
      const rate = listing?.priceCents ?? drawn;
      spent = (minutes - free) * rate;
      report = {
        kind,
        body: ReportCallBody.parse({
          call_id: id,
          ...parties,
          started_at: new Date(at.getTime() - minutes * 60_000).toISOString(),
          ended_at: when,
          minutes,
          free_minutes: free,
          rate_cents: rate,
          amount_cents: spent,
          ...(listing ? { listing_id: listing.id } : {}),
        }),
      };
      break;
    }
    case 'chat-volley':
      spent = r.chance(0.2) ? 0 : r.pick([99, 199, 299]);
      report = {
        kind,
        body: ReportChatVolleyBody.parse({
          volley_id: id,
          ...parties,
          chat_id: `chat-${customer.index}-${flirt.index}`,
          at: when,
          amount_cents: spent,
        }),
      };
      break;
    case 'paid-mail':
      spent = r.pick([199, 299, 499]);
      report = {
        kind,
        body: ReportPaidMailBody.parse({ mail_id: id, ...parties, at: when, amount_cents: spent }),
      };
      break;
    case 'goody-sale':
      spent = r.pick([999, 1999, 2999, 4999]);
      report = {
        kind,
        body: ReportGoodiesSaleBody.parse({
          sale_id: id,
          ...parties,
          goody_bag_id: `bag-${flirt.index}-${r.int(1, 5)}`,
          title: r.pick(GOODIES),
          at: when,
          amount_cents: spent,
        }),
      };
      break;
    case 'message':
      report = {
        kind,
        body: ReportMessageBody.parse({
          message_id: id,
          ...parties,
          direction: r.chance(0.5) ? 'to_advisor' : 'from_advisor',
          channel: r.chance(0.7) ? 'chat' : 'mail',
          at: when,
        }),
      };
      break;
  }
  const done = await world.run(new ReportActivityCommand(report, world.context(SERVICE_ACTOR)), at);
  if (done && spent > 0)
    flirt.spend.set(customer.index, (flirt.spend.get(customer.index) ?? 0) + spent);
  // feedback and favorites: some customers rate their calls, goodies and paid mail.
  const feedbackType = FEEDBACK_TYPE_OF_KIND[kind];
  if (done && feedbackType) await seedFeedback(world, customer, feedbackType, id, activitySeq, at);
}

/**
 * A Flirt's monthly round in My Customers (on the caught-up read side): tags for the top
 * spenders and the newest customers, a note or two, now and then a block (and an unblock), and
 * a chat message to the best customers.
 */
export async function seedMyCustomersRound(
  world: SeedWorld,
  flirt: SeedFlirt,
  at: Date,
): Promise<void> {
  const r = world.random;
  const ranked = [...flirt.spend.entries()]
    .filter(([index]) => !flirt.blocked.has(index))
    .sort((a, b) => b[1] - a[1])
    .map(([index]) => world.customers[index])
    .filter((c): c is SeedCustomer => c !== undefined);
  if (ranked.length === 0) return;
  const actor = { id: flirt.userId, role: 'advisor' } as const;
  const top = ranked.slice(0, Math.max(1, Math.ceil(ranked.length * 0.05)));
  await world.run(
    new SetTagsCommand(
      flirt.userId,
      SetTagsBody.parse({ seekerIds: top.map((c) => c.userId), tags: ['VIP'] }),
      world.context(actor),
    ),
    at,
  );
  const regulars = ranked.slice(top.length, top.length + 25);
  if (regulars.length > 0 && r.chance(0.6)) {
    await world.run(
      new SetTagsCommand(
        flirt.userId,
        SetTagsBody.parse({
          seekerIds: regulars.map((c) => c.userId),
          tags: [r.pick(['Regular', 'Night owl', 'Weekend fan'])],
        }),
        world.context(actor),
      ),
      at,
    );
  }
  for (let i = 0; i < r.int(0, 2); i++) {
    const customer = r.pick(ranked.slice(0, 50));
    await world.run(
      new SetNoteCommand(
        flirt.userId,
        customer.login,
        customer.userId,
        r.pick(NOTES),
        world.context(actor),
      ),
      at,
    );
  }
  if (r.chance(0.25) && ranked.length > 10) {
    const customer = r.pick(ranked.slice(Math.floor(ranked.length / 2)));
    const blocked = await world.run(
      new BlockCustomersCommand(
        flirt.userId,
        true,
        { ids: [customer.userId] },
        world.context(actor),
      ),
      at,
    );
    if (blocked) flirt.blocked.add(customer.index);
  } else if (flirt.blocked.size > 0 && r.chance(0.2)) {
    const index = r.pick([...flirt.blocked]);
    const customer = world.customers[index];
    if (customer) {
      await world.run(
        new BlockCustomersCommand(
          flirt.userId,
          false,
          { ids: [customer.userId] },
          world.context(actor),
        ),
        at,
      );
      flirt.blocked.delete(index);
    }
  }
  if (r.chance(0.5)) {
    await world.run(
      new SendChatMessageCommand(
        flirt.userId,
        ChatMessagesBody.parse({
          ids: top.slice(0, 50).map((c) => c.userId),
          message: r.pick(CHATS),
        }),
        world.context(actor),
      ),
      at,
    );
  }
}
