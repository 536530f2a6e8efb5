import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';

/** What is asked of a Flirt's profile reviews: submit an image or the homepage, or a moderator's decision. */
export type ProfileRequest =
  | { readonly type: 'SubmitHomepage'; readonly creatorId: string; readonly content: string }
  | {
      readonly type: 'SubmitProfileImage';
      readonly creatorId: string;
      readonly kind: 'avatar' | 'cover';
      readonly fmItemId: string;
    }
  | {
      readonly type: 'ReviewProfile';
      readonly creatorId: string;
      readonly kind: 'avatar' | 'cover' | 'homepage';
      readonly moderatorId: string;
      readonly decision: 'accept' | 'reject';
      readonly reason: string;
      readonly comment: string;
    };

export class ChangeProfileCommand extends Command<CommandOutcome> {
  constructor(
    readonly request: ProfileRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
