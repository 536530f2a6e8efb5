import { READ_MODELS } from '@flirtwire/contracts';
import type {
  ContentEventOf,
  EnvelopeOf,
  OnboardingEvent,
  OnboardingStep,
  SubscriptionEvent,
} from '@flirtwire/contracts';
import { defineProjection, documentOp, ownedByCreator } from '../projection.js';

/**
 * What a Flirt's onboarding (spec 000 §4) can advance on: the step recorded in
 * `onboarding-<creatorId>`, whether they have set a price or created a package (subscription
 * contracts), and their first published post. `due` marks rows whose facts allow the next
 * step, so the onboarding process finds its work with one indexed query.
 */
export type OnboardingFactsRow = {
  _id: string;
  step: OnboardingStep;
  offering: 'price' | 'package' | null;
  firstPublishedPostId: string | null;
  due: boolean;
};

/** The events the onboarding facts follow (the onboarding process reacts to the same). */
export type OnboardingFactEvent =
  | EnvelopeOf<OnboardingEvent>
  | EnvelopeOf<Extract<SubscriptionEvent, { type: 'SubscriptionPriceSet' | 'PackageCreated' }>>
  | EnvelopeOf<ContentEventOf<'PostPublished'>>;

function isDue(row: Omit<OnboardingFactsRow, 'due'>): boolean {
  if (row.step === 'accepted_2257') return row.offering !== null;
  if (row.step === 'has_offering' || row.step === 'has_package') {
    return row.firstPublishedPostId !== null;
  }
  return false;
}

const ORDER: readonly OnboardingStep[] = [
  'new',
  'accepted_2257',
  'has_offering',
  'has_package',
  'complete',
];

/** Steps only move forward, so a replay of older events never moves one back. */
function later(a: OnboardingStep, b: OnboardingStep): OnboardingStep {
  return ORDER.indexOf(b) > ORDER.indexOf(a) ? b : a;
}

export const ONBOARDING_FACT_TYPES: readonly OnboardingFactEvent['type'][] = [
  'LegalLiabilityAccepted',
  'OnboardingOfferingRecorded',
  'OnboardingCompleted',
  'SubscriptionPriceSet',
  'PackageCreated',
  'PostPublished',
];

export const onboardingProjection = defineProjection<OnboardingFactEvent>({
  name: 'onboarding',
  version: 1,
  eventTypes: ONBOARDING_FACT_TYPES,
  collections: { [READ_MODELS.onboardingFacts]: { indexes: [{ key: { due: 1 } }] } },
  handle: async (event, context) => {
    const creatorId = event.data.creatorId;
    const current = (await context
      .collection<OnboardingFactsRow>(READ_MODELS.onboardingFacts)
      .findOne({ _id: creatorId })) ?? {
      _id: creatorId,
      step: 'new' as const,
      offering: null,
      firstPublishedPostId: null,
      due: false,
    };
    let next: Omit<OnboardingFactsRow, 'due'> = { ...current };
    switch (event.type) {
      case 'LegalLiabilityAccepted':
        next = { ...next, step: later(next.step, 'accepted_2257') };
        break;
      case 'OnboardingOfferingRecorded':
        next = {
          ...next,
          step: later(next.step, event.data.kind === 'package' ? 'has_package' : 'has_offering'),
        };
        break;
      case 'OnboardingCompleted':
        next = { ...next, step: 'complete' };
        break;
      case 'SubscriptionPriceSet':
        next = { ...next, offering: next.offering ?? 'price' };
        break;
      case 'PackageCreated':
        next = { ...next, offering: 'package' };
        break;
      case 'PostPublished':
        next = { ...next, firstPublishedPostId: next.firstPublishedPostId ?? event.data.postId };
        break;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
    const { _id: id, ...replacement } = { ...next, due: isDue(next) };
    return [
      documentOp<OnboardingFactsRow>(
        'onboarding_facts',
        { replaceOne: { filter: { _id: id }, replacement, upsert: true } },
        { owner: ownedByCreator(creatorId) },
      ),
    ];
  },
});
