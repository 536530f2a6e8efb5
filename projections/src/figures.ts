import type { EventEnvelope } from '@flirtwire/contracts';
import type { Document, WithId } from './read-store/read-store.port.js';

/**
 * Where the events behind one document's figure can be found: whole streams (fast, when the
 * document names them), and/or a scan of the log by event type (optionally by stream prefix and
 * time range). Only events at or below the projection's checkpoint are used.
 */
export interface FigureSources {
  readonly streams?: readonly string[];
  readonly scan?: {
    readonly eventTypes: readonly string[];
    readonly streamPrefix?: string;
    /** Inclusive lower bound on occurredAt (ISO). */
    readonly from?: string;
    /** Exclusive upper bound on occurredAt (ISO). */
    readonly to?: string;
  };
}

/**
 * How an auditor recomputes one figure a read model shows (figure provenance, docs/adr/0073):
 * which events produce it for a given document, and the figure from those events, written
 * independently of the projection's `handle` so that agreement means something. Declared on
 * the projection that owns the collection (`figures: [...]`).
 *
 * @example
 * defineFigure<TipTotalRow, EnvelopeOf<TipSent>>({
 *   collection: 'tip_totals', field: 'totalCents', label: 'Tips total (cents)',
 *   description: 'Every TipSent from this customer to this Flirt',
 *   sources: (row) => ({ streams: [tipStreamId(row.customerId, row.creatorId)] }),
 *   counts: (event) => event.type === 'TipSent',
 *   recompute: (events) => events.reduce((sum, e) => sum + e.data.amountCents, 0),
 * })
 */
export interface FigureDefinition<
  Row extends Document = Document,
  E extends EventEnvelope = EventEnvelope,
> {
  /** A logical collection of the declaring projection. */
  readonly collection: string;
  /** Dotted path of the figure in the document (`e90`, `boxes.1a`). */
  readonly field: string;
  readonly label: string;
  /** What the figure is, in a sentence an auditor can check against the product's copy. */
  readonly description: string;
  sources(row: WithId<Row>): FigureSources;
  /** Keeps the events that count toward this document's figure (all when absent). */
  counts?(event: E, row: WithId<Row>): boolean;
  /** The figure from the counted events (oldest first), as the document shows it. */
  recompute(events: readonly E[], row: WithId<Row>): unknown;
}

/** Types a figure against its row and the envelopes it reads. */
export function defineFigure<Row extends Document, E extends EventEnvelope>(
  figure: FigureDefinition<Row, E>,
): FigureDefinition {
  // Sound as long as `sources` names only events of type E and `counts` filters by type: the
  // provenance service hands `counts` and `recompute` only what `sources` selected.
  return figure as unknown as FigureDefinition;
}
