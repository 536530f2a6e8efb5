import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  Document,
  FigureDefinition,
  FigureSources,
  Projection,
  ReadOnlyCollection,
  ReadStore,
} from '@flirtwire/projections';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { sameDocument } from '../replay/document-diff.js';
import type { LiveModels } from '../replay/replay-run.js';
import { MemoryShadow } from '../replay/memory-shadow.js';
import { WriteRecorder } from '../replay/write-recorder.js';
import { figuresOf } from './document-figures.registry.js';
import { eventsUntil } from './events-until.js';

const SCAN_PAGE = 5_000;

type KeyedDocument = Document & { _id: string };
/** Events returned with a trace (the recomputation uses all of them). */
export const EVENTS_SHOWN = 500;
const CONSISTENT_READ_ATTEMPTS = 5;

export interface FigureTrace {
  readonly projection: string;
  readonly label: string;
  readonly method: 'declared' | 'replay';
  readonly asOfPosition: number;
  readonly displayed: unknown;
  readonly recomputed: unknown;
  readonly matches: boolean;
  /** The events behind the figure, oldest first (at most EVENTS_SHOWN). */
  readonly events: readonly EventEnvelope[];
  readonly eventsTotal: number;
  readonly explanation: string;
}

export interface ProvenanceDeps {
  readonly events: Pick<EventStore, 'readAll' | 'readStream'>;
  readonly store: ReadStore;
  readonly live: LiveModels;
  readonly projections: readonly Projection[];
}

/**
 * A read model as it stood at the end of a past day (docs/adr/0120): its documents from a
 * replay up to then, and the log up to the same instant and position.
 */
export interface AsOfModels {
  readonly until: string;
  readonly position: number;
  collection<T extends Document = Document>(logical: string): ReadOnlyCollection<T>;
}

/** The value at a dotted path (`boxes.1a`, `subscriptions.0.rateCents`). */
function valueAt(doc: unknown, path: string): unknown {
  let node: unknown = doc;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Figure provenance (docs/adr/0073): the document as the live model shows it at its checkpoint,
 * the events behind the chosen field and the field recomputed from them. A figure the owning
 * projection declares (`figures`) is recomputed by its declaration, independently of `handle`;
 * any other field by re-running the projection with a recorder up to the same checkpoint.
 */
export async function traceFigure(
  live: ProvenanceDeps,
  collection: string,
  id: string,
  field: string,
  asOf?: AsOfModels,
): Promise<FigureTrace> {
  const projection = live.projections.find((p) => collection in p.collections);
  if (!projection) {
    throw new NotFoundError(`No projection owns the read model ${collection}.`, 'no_read_model');
  }
  // As of a past day: the replay's document, and only the events that occurred before its end.
  const deps = asOf ? { ...live, events: eventsUntil(live.events, asOf.until) } : live;
  const { doc, checkpoint } = asOf
    ? await readAsOf(asOf, collection, id)
    : await readAtCheckpoint(deps, projection.name, collection, id);
  const displayed = valueAt(doc, field);
  if (displayed === undefined) {
    throw new ValidationError({ field: `The document has no field ${field}.` });
  }
  const figure = figuresOf(projection).find(
    (f) => f.collection === collection && f.field === field,
  );
  if (figure) return traceDeclared(deps, projection, figure, doc, checkpoint, displayed);
  return traceByReplay(deps, projection, collection, id, field, checkpoint, displayed);
}

async function readAsOf(
  asOf: AsOfModels,
  collection: string,
  id: string,
): Promise<{ doc: Document; checkpoint: number }> {
  const doc = await asOf.collection<KeyedDocument>(collection).findOne({ _id: id });
  if (!doc) throw new NotFoundError(`There is no document ${id} in ${collection}.`, 'no_document');
  return { doc, checkpoint: asOf.position };
}

async function readAtCheckpoint(
  deps: ProvenanceDeps,
  name: string,
  collection: string,
  id: string,
): Promise<{ doc: Document; checkpoint: number }> {
  const { value: doc, checkpoint } = await readConsistently(deps, name, () =>
    deps.store.collection<KeyedDocument>(deps.live.physical(collection)).findOne({ _id: id }),
  );
  if (!doc) throw new NotFoundError(`There is no document ${id} in ${collection}.`, 'no_document');
  return { doc, checkpoint };
}

/**
 * Reads a projection's documents together with the checkpoint they reflect: the read is
 * repeated while a batch commits between it and the checkpoint (a few attempts at most).
 */
export async function readConsistently<T>(
  deps: Pick<ProvenanceDeps, 'live'>,
  projection: string,
  read: () => Promise<T>,
): Promise<{ value: T; checkpoint: number }> {
  const checkpointOf = async () =>
    (await deps.live.status()).find((row) => row.name === projection)?.checkpoint ?? 0;
  for (let attempt = 1; ; attempt++) {
    const before = await checkpointOf();
    const value = await read();
    const after = await checkpointOf();
    // A batch committed between the reads: the value may be newer than `before`.
    if (before === after || attempt >= CONSISTENT_READ_ATTEMPTS)
      return { value, checkpoint: after };
  }
}

/** The events `sources` names, at or below `checkpoint`, oldest first, each once. */
export async function selectEvents(
  deps: Pick<ProvenanceDeps, 'events'>,
  sources: FigureSources,
  checkpoint: number,
): Promise<EventEnvelope[]> {
  const byId = new Map<string, EventEnvelope>();
  for (const streamId of sources.streams ?? []) {
    for (const event of await deps.events.readStream(streamId)) {
      if (event.position <= checkpoint) byId.set(event.id, event);
    }
  }
  if (sources.scan) {
    const { eventTypes, streamPrefix, from, to } = sources.scan;
    for (let position = 0; position < checkpoint;) {
      const page = await deps.events.readAll({
        fromPosition: position,
        maxCount: SCAN_PAGE,
        filter: {
          eventTypes,
          ...(streamPrefix === undefined ? {} : { streamPrefix }),
          ...(from === undefined ? {} : { from }),
          ...(to === undefined ? {} : { to }),
        },
      });
      for (const event of page) if (event.position <= checkpoint) byId.set(event.id, event);
      const last = page[page.length - 1];
      if (!last || page.length < SCAN_PAGE) break;
      position = last.position;
    }
  }
  return [...byId.values()].sort((a, b) => a.position - b.position);
}

async function traceDeclared(
  deps: ProvenanceDeps,
  projection: Projection,
  figure: FigureDefinition,
  doc: Document,
  checkpoint: number,
  displayed: unknown,
): Promise<FigureTrace> {
  const row = doc as Parameters<FigureDefinition['sources']>[0];
  const selected = await selectEvents(deps, figure.sources(row), checkpoint);
  const counted = figure.counts
    ? selected.filter((event) => figure.counts?.(event, row))
    : selected;
  const recomputed = figure.recompute(counted, row);
  return {
    projection: projection.name,
    label: figure.label,
    method: 'declared',
    asOfPosition: checkpoint,
    displayed,
    recomputed,
    matches: sameDocument(displayed, recomputed),
    events: counted.slice(0, EVENTS_SHOWN),
    eventsTotal: counted.length,
    explanation: `${figure.description} Recomputed from the ${counted.length} event(s) that count, at or below position ${checkpoint}.`,
  };
}

async function traceByReplay(
  deps: ProvenanceDeps,
  projection: Projection,
  collection: string,
  id: string,
  field: string,
  checkpoint: number,
  displayed: unknown,
): Promise<FigureTrace> {
  const recorder = new WriteRecorder([{ collection, id }], EVENTS_SHOWN);
  const shadow = await MemoryShadow.start({
    events: deps.events,
    projections: [recorder.wrap(projection)],
    bound: checkpoint,
  });
  let recomputed: unknown;
  try {
    await shadow.reached();
    recomputed =
      valueAt(await shadow.collection<KeyedDocument>(collection).findOne({ _id: id }), field) ??
      null;
  } finally {
    await shadow.drop();
  }
  const writes = recorder.writesTo(collection, id);
  const events: EventEnvelope[] = [];
  for (const reference of writes.events) {
    const [event] = await deps.events.readAll({
      fromPosition: reference.position - 1,
      maxCount: 1,
    });
    if (event?.position === reference.position) events.push(event);
  }
  return {
    projection: projection.name,
    label: field,
    method: 'replay',
    asOfPosition: checkpoint,
    displayed,
    recomputed,
    matches: sameDocument(displayed, recomputed),
    events,
    eventsTotal: writes.total,
    explanation: `${projection.name} declares no figure for ${field}: it was re-run from position 0 to ${checkpoint} in a throwaway copy; these are the events whose handling wrote this document, and the recomputed value is the field in that copy.`,
  };
}
