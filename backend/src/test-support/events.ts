import type { EventEnvelope, EventMetadataInput } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { NewEvent } from '../infrastructure/event-store/event-store.port.js';
import { idFromKey } from '../shared/domain/ids.js';

const testActor = { id: uuidv7(), role: 'customer' } as const;

export function testMetadata(overrides: Partial<EventMetadataInput> = {}): EventMetadataInput {
  const id = uuidv7();
  return { correlationId: id, causationId: id, actor: testActor, ...overrides };
}

/**
 * UserSignedUp's data for an account a test writes straight to the store: its sealed values are
 * placeholders nothing opens, its email index follows from the login.
 */
export function signedUpData(userId: string, login: string, flirtSignup = false) {
  return {
    userId,
    login,
    sealedEmail: 'pd1.seed.seed',
    emailIndex: idFromKey(login).replace(/-/g, '').padEnd(64, '0'),
    sealedDateOfBirth: null,
    sealedPasswordHash: 'pd1.seed.seed',
    offersOptIn: false,
    flirtSignup,
  };
}

/** A valid TipSent event for store-level tests. */
export function tipEvent(
  overrides: { amountCents?: number; id?: string; occurredAt?: string } = {},
): NewEvent {
  return {
    id: overrides.id ?? uuidv7(),
    type: 'TipSent',
    occurredAt: overrides.occurredAt ?? new Date().toISOString(),
    metadata: testMetadata(),
    data: {
      tipId: uuidv7(),
      customerId: testActor.id,
      creatorId: uuidv7(),
      amountCents: overrides.amountCents ?? 500,
      platformFeeCents: Math.round((overrides.amountCents ?? 500) * 0.3),
      message: 'thanks',
      listingId: null,
      fromChat: false,
    },
  };
}

/**
 * Stored envelopes for tests that fold events without a store: each call of the maker it
 * returns takes the next position (its own stream, revision 0) and leaves the hash chain empty.
 */
export function envelopeMaker(): (type: string, data: object, occurredAt: string) => EventEnvelope {
  let position = 0;
  return (type, data, occurredAt) => {
    position++;
    return {
      id: `event-${position}`,
      type,
      schemaVersion: 1,
      streamId: `stream-${position}`,
      revision: 0,
      position,
      occurredAt,
      metadata: {
        correlationId: 'c',
        causationId: 'c',
        actor: { id: 'test', role: 'system' },
        prevHash: '',
        hash: '',
      },
      data,
    };
  };
}
