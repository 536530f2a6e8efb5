import type { FigureDefinition } from '@flirtwire/projections';
import { customerRowE90Figure } from './customer-rows.figures.js';

/**
 * Declared recomputations of stored figures, kept in the audit context for projections whose
 * owners have not declared `figures` themselves (docs/adr/0073): one line each, by projection
 * name. A projection's own declaration of the same field wins.
 */
const DOCUMENT_FIGURES: readonly {
  readonly projection: string;
  readonly figure: FigureDefinition;
}[] = [{ projection: 'customer-rows', figure: customerRowE90Figure }];

/** The figures declared for a projection: its own, then the audit context's. */
export function figuresOf(projection: {
  readonly name: string;
  readonly figures?: readonly FigureDefinition[];
}): FigureDefinition[] {
  const own = projection.figures ?? [];
  const extra = DOCUMENT_FIGURES.filter(
    (entry) =>
      entry.projection === projection.name &&
      !own.some((f) => f.collection === entry.figure.collection && f.field === entry.figure.field),
  ).map((entry) => entry.figure);
  return [...own, ...extra];
}
