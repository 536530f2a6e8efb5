import type { FollowView } from '@flirtwire/contracts';

/**
 * A follow is named by the Flirt it follows: one customer follows one Flirt at most once, so
 * `DELETE /feeds/follows/{id}` takes the Flirt's id, and no lookup can lag behind a follow.
 */
export function followView(creatorId: string, login: string, active: boolean): FollowView {
  return {
    id: creatorId,
    active,
    advisor_id: creatorId,
    creator_account: { main_user_id: creatorId, login },
  };
}
