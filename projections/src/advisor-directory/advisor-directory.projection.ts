import { READ_MODELS } from '@flirtwire/contracts';
import type { ContentEventOf, EnvelopeOf, IdentityEventOf } from '@flirtwire/contracts';
import { defineProjection, documentOp } from '../projection.js';

export const ADVISORS = READ_MODELS.advisors;

/**
 * Every Flirt, for lookups by login or id and the search by the start of a login (spec 000 §7
 * advisors, advisor_search, live search). A person is listed once their Flirt setup is complete.
 */
export type AdvisorRow = {
  _id: string;
  login: string;
  /** The lowercased login: the slug, and the key the search walks in order. */
  slug: string;
  advisor: boolean;
  active: boolean;
  onboardingComplete: boolean;
  gender: 0 | 1 | 2 | null;
  memberSince: string;
  /** Spec 001 §2.2: 'Member Since' shows unless the Flirt hid it (absent in older rows: shown). */
  showMemberSince?: boolean;
};

type DirectoryEvent =
  | EnvelopeOf<
      IdentityEventOf<
        'UserSignedUp' | 'FlirtSetupCompleted' | 'GenderSet' | 'UserDeactivated' | 'UserReactivated'
      >
    >
  | EnvelopeOf<ContentEventOf<'OnboardingCompleted' | 'MemberSinceVisibilitySet'>>;

const set = (id: string, fields: Partial<AdvisorRow>) =>
  documentOp<AdvisorRow>(ADVISORS, {
    updateOne: { filter: { _id: id }, update: { $set: fields } },
  });

export const advisorDirectoryProjection = defineProjection<DirectoryEvent>({
  name: 'advisor-directory',
  version: 1,
  eventTypes: [
    'UserSignedUp',
    'FlirtSetupCompleted',
    'GenderSet',
    'UserDeactivated',
    'UserReactivated',
    'OnboardingCompleted',
    'MemberSinceVisibilitySet',
  ],
  collections: {
    [ADVISORS]: {
      indexes: [{ key: { advisor: 1, slug: 1 } }, { key: { advisor: 1, gender: 1, slug: 1 } }],
    },
  },
  handle: (event) => {
    switch (event.type) {
      case 'UserSignedUp':
        return [
          documentOp<AdvisorRow>(ADVISORS, {
            replaceOne: {
              filter: { _id: event.data.userId },
              replacement: {
                login: event.data.login,
                slug: event.data.login.toLowerCase(),
                advisor: false,
                active: true,
                onboardingComplete: false,
                gender: null,
                memberSince: event.occurredAt,
              },
              upsert: true,
            },
          }),
        ];
      case 'FlirtSetupCompleted':
        return [set(event.data.userId, { advisor: true })];
      case 'GenderSet':
        return [set(event.data.userId, { gender: event.data.flirtGender })];
      case 'UserDeactivated':
        return [set(event.data.userId, { active: false })];
      case 'UserReactivated':
        return [set(event.data.userId, { active: true })];
      case 'OnboardingCompleted':
        return [set(event.data.creatorId, { onboardingComplete: true })];
      case 'MemberSinceVisibilitySet':
        return [set(event.data.creatorId, { showMemberSince: event.data.visible })];
      default: {
        const never: never = event;
        return never;
      }
    }
  },
});
