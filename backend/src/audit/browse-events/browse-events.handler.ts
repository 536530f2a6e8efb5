import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  type BrowseEventsResponse,
  type EventEnvelope,
  isKnownEventType,
} from '@flirtwire/contracts';
import {
  type AllFilter,
  EVENT_STORE,
  type EventStore,
} from '../../infrastructure/event-store/event-store.port.js';
import { ValidationError } from '../../shared/errors.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { BrowseEventsQuery } from './browse-events.query.js';

interface Cursor {
  readonly dir: 'after' | 'before';
  readonly position: number;
}

function parseCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const [dir, position] = text.split('.');
  return { dir: dir === 'before' ? 'before' : 'after', position: Number(position) };
}

/**
 * Cursor paging both ways over the filtered log. In ascending order `next` continues after the
 * page's last position and `prev` before its first; in descending order the other way round.
 * Whether a further page exists is known only when this one came back full (or when it was
 * reached from that side), so an empty last page can happen and says so with `next: null`.
 */
@QueryHandler(BrowseEventsQuery)
export class BrowseEventsHandler implements IQueryHandler<BrowseEventsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, params }: BrowseEventsQuery): Promise<BrowseEventsResponse> {
    const unknown = (params.types ?? []).find((type) => !isKnownEventType(type));
    if (unknown !== undefined) {
      throw new ValidationError({ types: `There is no event type named ${unknown}.` });
    }
    if (params.from && params.to && params.from >= params.to) {
      throw new ValidationError({ to: 'The end of the time range must be after its start.' });
    }
    const filter: AllFilter = {
      ...(params.types && params.types.length > 0 ? { eventTypes: params.types } : {}),
      ...(params.stream === undefined ? {} : { streamId: params.stream }),
      ...(params.streamPrefix === undefined ? {} : { streamPrefix: params.streamPrefix }),
      ...(params.actor === undefined ? {} : { actorId: params.actor }),
      ...(params.correlationId === undefined ? {} : { correlationId: params.correlationId }),
      ...(params.from === undefined ? {} : { from: new Date(params.from).toISOString() }),
      ...(params.to === undefined ? {} : { to: new Date(params.to).toISOString() }),
    };
    const cursor = parseCursor(params.cursor);
    const ascending = params.order === 'asc';
    // Which way to read the log from where, for this order and cursor.
    const forwards = ascending ? cursor?.dir !== 'before' : cursor?.dir === 'after';
    const fromPosition = cursor?.position ?? (forwards ? 0 : undefined);
    const head = await this.store.headPosition();
    const read = await readingTheLog(() =>
      this.store.readAll({
        ...(fromPosition === undefined ? {} : { fromPosition }),
        direction: forwards ? 'forwards' : 'backwards',
        maxCount: params.limit,
        filter,
      }),
    );
    const full = read.length === params.limit;
    const page: EventEnvelope[] = ascending === forwards ? read : [...read].reverse();
    const first = page[0];
    const last = page[page.length - 1];
    let next: string | null = null;
    let prev: string | null = null;
    // Read in display order: more may follow when full, and the side we came from exists.
    // Read against it: we came from the following page, and more may precede when full.
    const cameFromFollowing = ascending !== forwards;
    const laterWord = ascending ? 'after' : 'before';
    const earlierWord = ascending ? 'before' : 'after';
    if (last && (full || cameFromFollowing)) next = `${laterWord}.${last.position}`;
    if (first && (cameFromFollowing ? full : cursor !== null)) {
      prev = `${earlierWord}.${first.position}`;
    }
    if (!first && cursor) {
      // An empty page: the way back is the page just before the cursor.
      prev =
        cursor.dir === 'after' ? `before.${cursor.position + 1}` : `after.${cursor.position - 1}`;
    }
    const events = await this.masker.eventViews(page);
    await this.recorder.query(auditor, 'browse-events', { ...params }, events.length);
    return { events, next, prev, head };
  }
}
