import { z } from 'zod';
import { CorruptEventError } from '../infrastructure/event-store/event-store.port.js';
import { DomainError } from '../shared/errors.js';

/**
 * Runs a read of the log; an event the store cannot read (tampered beyond parsing, unknown
 * type) is an answer for an auditor, not a server error: 422 naming its position.
 */
export async function readingTheLog<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof CorruptEventError) {
      throw new DomainError(
        'unreadable_event',
        `The event at position ${error.position} (stream ${error.streamId}, revision ${error.revision}) cannot be read; verify that stream's hash chain.`,
        422,
      );
    }
    throw error;
  }
}

/** A stream id as a path parameter: what the event store accepts, at most 300 characters. */
export const StreamIdParam = z
  .string()
  .min(1, 'must be a stream id')
  .max(300, 'must be a stream id')
  .regex(/^[^$\s][^\s]*$/, 'must be a stream id');
