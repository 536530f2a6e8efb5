import {
  CONTENT_MESSAGES as M,
  type OnboardingEvent,
  type OnboardingStep,
} from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';
import { DomainError } from '../../shared/errors.js';

export type OnboardingCommand =
  | { readonly type: 'AcceptLegalLiability'; readonly creatorId: string }
  | {
      readonly type: 'RecordOffering';
      readonly creatorId: string;
      readonly kind: 'price' | 'package';
    }
  | { readonly type: 'CompleteOnboarding'; readonly creatorId: string; readonly postId: string };

export interface OnboardingState {
  readonly step: OnboardingStep;
}

/** The step names the checklist enables (spec 000 §4): terms, then price, then first post. */
export function mayCreateFirstPost(step: OnboardingStep): boolean {
  return step === 'has_offering' || step === 'has_package' || step === 'complete';
}

/**
 * A Flirt's feed onboarding (`onboarding-<creatorId>`), spec 000 §4: new → accepted_2257 →
 * has_offering (or has_package) → complete, in that order only. Repeating a step that is done
 * changes nothing; skipping ahead is refused.
 */
export const onboardingDecider: Decider<OnboardingState, OnboardingCommand, OnboardingEvent> = {
  name: 'onboarding',
  eventTypes: ['LegalLiabilityAccepted', 'OnboardingOfferingRecorded', 'OnboardingCompleted'],
  initialState: { step: 'new' },
  evolve(state, event) {
    switch (event.type) {
      case 'LegalLiabilityAccepted':
        return { step: 'accepted_2257' };
      case 'OnboardingOfferingRecorded':
        return { step: event.data.kind === 'package' ? 'has_package' : 'has_offering' };
      case 'OnboardingCompleted':
        return { step: 'complete' };
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AcceptLegalLiability':
        return state.step === 'new'
          ? [{ type: 'LegalLiabilityAccepted', data: { creatorId: command.creatorId } }]
          : [];
      case 'RecordOffering':
        if (state.step === 'new') {
          throw new DomainError('legal_terms_first', M.legalTermsFirst, 422);
        }
        return state.step === 'accepted_2257'
          ? [
              {
                type: 'OnboardingOfferingRecorded',
                data: { creatorId: command.creatorId, kind: command.kind },
              },
            ]
          : [];
      case 'CompleteOnboarding':
        if (state.step === 'complete') return [];
        if (!mayCreateFirstPost(state.step)) {
          throw new DomainError('onboarding_incomplete', M.onboardingStepsFirst, 422);
        }
        return [
          {
            type: 'OnboardingCompleted',
            data: { creatorId: command.creatorId, postId: command.postId },
          },
        ];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
