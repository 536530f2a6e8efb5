import type { ComputedFigure } from './computed-figure.js';
import { earningsInsightFigures } from './earnings-insights.figures.js';
import { earningsTotalFigures } from './earnings-totals.figures.js';

/**
 * Figures the product computes at query time that auditors can trace (docs/adr/0075). A context
 * adds its own with one line, its definitions beside it, e.g. finance's 1099-K boxes:
 * `...form1099kBoxFigures` (subjectKind 'payee', part = box or month, from/to = the tax year).
 */
export const COMPUTED_FIGURES: readonly ComputedFigure[] = [
  ...earningsTotalFigures,
  ...earningsInsightFigures,
];

/** Nest token: the registry (tests may provide more). */
export const COMPUTED_FIGURE_REGISTRY = Symbol('COMPUTED_FIGURE_REGISTRY');
