import { tipStreamId } from '@flirtwire/contracts';
import type { EnvelopeOf, TipSent } from '@flirtwire/contracts';
import {
  defineFigure,
  defineProjection,
  documentOp,
  type Projection,
} from '@flirtwire/projections';
import { type TipTotalRow, tipTotalsProjection } from './tip-projections.js';

/** The test tip totals, declaring their total as a figure auditors can recompute. */
export function tipTotalsWithFigures(): Projection {
  return {
    ...tipTotalsProjection(),
    figures: [
      defineFigure<TipTotalRow, EnvelopeOf<TipSent>>({
        collection: 'tip_totals',
        field: 'totalCents',
        label: 'Tips total (cents)',
        description: 'Every TipSent from this customer to this Flirt, summed.',
        sources: (row) => ({ streams: [tipStreamId(row.customerId, row.creatorId)] }),
        recompute: (events) => events.reduce((sum, event) => sum + event.data.amountCents, 0),
      }),
    ],
  };
}

type NoisyTipRow = {
  _id: string;
  amountCents: number;
  noise: number;
  seenAt: string;
};

/**
 * A deliberately non-deterministic projection: it reads Math.random and the wall clock, so a
 * rebuild never equals the live model. Registered only in the replay test.
 */
export function noisyTipsProjection(): Projection {
  return defineProjection<EnvelopeOf<TipSent>>({
    name: 'noisy-tips',
    version: 1,
    eventTypes: ['TipSent'],
    collections: { noisy_tips: {} },
    handle: ({ data }) => [
      documentOp<NoisyTipRow>('noisy_tips', {
        replaceOne: {
          filter: { _id: data.tipId },
          replacement: {
            amountCents: data.amountCents,
            noise: Math.random(),
            seenAt: new Date().toISOString(),
          },
          upsert: true,
        },
      }),
    ],
  });
}
