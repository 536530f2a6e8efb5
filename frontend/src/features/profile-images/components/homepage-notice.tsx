import { PROFILE_MESSAGES } from '@flirtwire/contracts';
import { useProfileStatus } from '../api/get-profile-status';

/** The owner's homepage review notice (new, not accepted, accepted; with the reason). */
export function HomepageNotice() {
  const status = useProfileStatus();
  const data = status.data;
  if (!data) return null;
  switch (data.homepage_status) {
    // No homepage written yet: nothing to review, nothing to say.
    case 'new_profile':
      return null;
    case 'new':
    case 'not_accepted_edited':
      return (
        <p className="notice notice--info" role="status">
          {PROFILE_MESSAGES.homepagePending}
        </p>
      );
    case 'not_accepted':
      return (
        <div className="notice notice--warning" role="status">
          <p>{PROFILE_MESSAGES.homepageRejected}</p>
          {data.homepage_reason ? <p>Reason: {data.homepage_reason}</p> : null}
          {data.homepage_comment ? <p>Comment: {data.homepage_comment}</p> : null}
        </div>
      );
    case 'accepted':
    case 'accepted_edited':
      return (
        <p className="notice notice--info" role="status">
          {PROFILE_MESSAGES.homepagePreview}
        </p>
      );
  }
}
