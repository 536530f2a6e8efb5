import { SendMailBody } from '@flirtwire/contracts';
import { OpenMailCommand, SendMailCommand, SetMailPriceCommand } from '../mail/mail.commands.js';
import type { SeedCustomer, SeedFlirt, SeedWorld } from './seed-world.js';

/** Mail: the Flirts' mail price, and paid mail both ways with the first customers. */

/** The first this many customers (the demo customer first) write and get real, paid mail. */
export const MAIL_CUSTOMERS = 50;

const SUBJECTS = ['Hi from me', 'A little update', 'Thinking of you', 'Your question'];
const LETTERS = [
  'Thank you for being here. I put something special in my feed this week.',
  'I loved our last talk. Write back and tell me about your week!',
  'Here is the answer to your question, as promised.',
];

/** A new Flirt sets their mail price ($0.99 to $99.99): customers pay it to write to them. */
export async function seedMailPrice(world: SeedWorld, flirt: SeedFlirt): Promise<void> {
  await world.run(
    new SetMailPriceCommand(
      flirt.userId,
      world.random.pick([199, 299, 499]),
      world.context({ id: flirt.userId, role: 'advisor' }),
    ),
  );
}

/**
 * A paid mail exchange through the real mail handlers: the customer writes to the Flirt (charged
 * the Flirt's mail price), the Flirt answers with a paid mail, and the customer opens it
 * (charged again), so the inbox, the sent folder and the charges all have it.
 */
export async function seedPaidMail(
  world: SeedWorld,
  customer: SeedCustomer,
  flirt: SeedFlirt,
  at: Date,
): Promise<boolean> {
  const subject = world.random.pick(SUBJECTS);
  const letter = world.random.pick(LETTERS);
  const sent = await world.run(
    new SendMailCommand(
      customer.userId,
      SendMailBody.parse({ recipients: [flirt.login], subject, body: letter }),
      world.context({ id: customer.userId, role: 'customer' }),
    ),
    at,
  );
  if (!sent) return false;
  const answer = await world.run(
    new SendMailCommand(
      flirt.userId,
      SendMailBody.parse({
        recipients: [customer.login],
        subject: `Re: ${subject}`,
        body: world.random.pick(LETTERS),
        paid: true,
      }),
      world.context({ id: flirt.userId, role: 'advisor' }),
    ),
    new Date(at.getTime() + 3_600_000),
  );
  const mailId = answer?.mail_ids[0];
  // Most answers are opened (and paid for); the rest wait unread in the inbox.
  if (mailId && world.random.chance(0.7)) {
    await world.run(
      new OpenMailCommand(
        customer.userId,
        mailId,
        world.context({ id: customer.userId, role: 'customer' }),
      ),
      new Date(at.getTime() + 7_200_000),
    );
  }
  return true;
}
