import type { StorefrontProfileResponse } from '@flirtwire/contracts';

type Status = StorefrontProfileResponse['avatar_image_moderation_status'];

/**
 * Spec 001 §4: what the owner is told about their avatar or cover under review, or removed;
 * null when it is approved (others never see a note).
 */
export function imageModerationNote(kind: 'avatar' | 'cover', status: Status): string | null {
  const name = kind === 'avatar' ? 'Avatar' : 'Cover';
  switch (status) {
    case 'pending':
      return `Your NF+ ${name} is pending review and will be automatically published if approved.`;
    case 'rejected':
      return `Your NF+ ${name} was removed because it contains content that is not allowed. It was replaced by your last approved ${kind}.`;
    case 'approved':
      return null;
    default: {
      const never: never = status;
      return never;
    }
  }
}
