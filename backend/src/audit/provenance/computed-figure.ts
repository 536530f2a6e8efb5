import type { EventEnvelope } from '@flirtwire/contracts';
import type { Document, FigureSources, ReadCollection } from '@flirtwire/projections';

/** Which slice of a computed figure an auditor asks for (`GET /audit/provenance/computed`). */
export interface ComputedFigureQuery {
  readonly subjectId: string;
  /** First UTC day counted, inclusive; null: from the beginning. */
  readonly from: string | null;
  /** Last UTC day counted, inclusive; null: up to the checkpoint. */
  readonly to: string | null;
  /** One of the figure's `parts`, or null for the whole figure. */
  readonly part: string | null;
  /** The wall clock of figures by weekday, hour or month (IANA); absent or null: UTC. */
  readonly timeZone?: string | null;
}

/** A read model by its logical name, served by whichever physical collection is live. */
type ReadModelReader = <T extends Document>(logical: string) => ReadCollection<T>;

/**
 * A figure the product computes at query time from a read model rather than storing it in one
 * document: an earnings total over a date range, a 1099-K box of a tax year (docs/adr/0075).
 * `displayed` adds up the read model as the product's query does; `sources`, `counts` and
 * `recompute` get the same figure from the events alone, written independently of the
 * projection, so that agreement means something. Registered with one line in
 * `computed-figures.registry.ts`.
 */
export interface ComputedFigure<E extends EventEnvelope = EventEnvelope> {
  /** `earnings.net`, `form1099k.box1a`. */
  readonly key: string;
  readonly label: string;
  readonly description: string;
  readonly subjectKind: 'customer' | 'flirt' | 'payee';
  /** Accepted values of `part`; empty when the figure has none. */
  readonly parts: readonly string[];
  /** The projection whose read model `displayed` reads; its checkpoint bounds the events. */
  readonly projection: string;
  displayed(read: ReadModelReader, query: ComputedFigureQuery): Promise<unknown>;
  sources(query: ComputedFigureQuery): FigureSources;
  /** Keeps the selected events that count toward the figure (all when absent). */
  counts?(event: E, query: ComputedFigureQuery): boolean;
  /** The figure from the counted events (oldest first), in the form `displayed` returns. */
  recompute(events: readonly E[], query: ComputedFigureQuery): unknown;
}

/** Types a computed figure against the envelopes its `sources` select. */
export function defineComputedFigure<E extends EventEnvelope>(
  figure: ComputedFigure<E>,
): ComputedFigure {
  // Methods are bivariant: sound as long as `sources` selects only events of type E (the
  // provenance service hands `counts` and `recompute` only what `sources` selected).
  return figure;
}
