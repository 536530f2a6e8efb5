import { describe, it } from '@jest/globals';
import type { OnboardingEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { onboardingDecider } from './onboarding.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const postId = '0190a0b0-0000-7000-8000-00000000a001';
const accepted: OnboardingEvent = { type: 'LegalLiabilityAccepted', data: { creatorId } };
const offered: OnboardingEvent = {
  type: 'OnboardingOfferingRecorded',
  data: { creatorId, kind: 'package' },
};
const completed: OnboardingEvent = { type: 'OnboardingCompleted', data: { creatorId, postId } };

describe('onboarding decider', () => {
  it('goes new → accepted_2257 → has_package → complete, each once', () => {
    spec(onboardingDecider)
      .given([])
      .when({ type: 'AcceptLegalLiability', creatorId })
      .then([accepted]);
    spec(onboardingDecider)
      .given([accepted])
      .when({ type: 'AcceptLegalLiability', creatorId })
      .then([]);
    spec(onboardingDecider)
      .given([accepted])
      .when({ type: 'RecordOffering', creatorId, kind: 'package' })
      .then([offered]);
    spec(onboardingDecider)
      .given([accepted, offered])
      .when({ type: 'RecordOffering', creatorId, kind: 'price' })
      .then([]);
    spec(onboardingDecider)
      .given([accepted, offered])
      .when({ type: 'CompleteOnboarding', creatorId, postId })
      .then([completed]);
    spec(onboardingDecider)
      .given([accepted, offered, completed])
      .when({ type: 'CompleteOnboarding', creatorId, postId })
      .then([]);
  });

  it('refuses skipping a step', () => {
    spec(onboardingDecider)
      .given([])
      .when({ type: 'RecordOffering', creatorId, kind: 'price' })
      .thenThrows({ code: 'legal_terms_first', message: 'Please agree to the legal terms first.' });
    spec(onboardingDecider)
      .given([accepted])
      .when({ type: 'CompleteOnboarding', creatorId, postId })
      .thenThrows({ code: 'onboarding_incomplete' });
  });
});
