import { type CommandResult, type PostEvent, streamIdTail } from '@flirtwire/contracts';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import { commandResult } from '../content-support.js';

/** What a post command answers: where its events landed, the post id and whether it went live. */
export interface PostCommandResult extends CommandResult {
  readonly id: string;
  readonly published_at: string | null;
}

export function postResult(postId: string, outcome: CommandOutcome): PostCommandResult {
  const published = outcome.events.find((event) => event.type === 'PostPublished');
  return {
    ...commandResult(outcome),
    id: postId,
    published_at: published
      ? (published.data as Extract<PostEvent, { type: 'PostPublished' }>['data']).publishedAt
      : null,
  };
}

export function postIdOf(outcome: CommandOutcome): string {
  return streamIdTail('post', outcome.streamId) ?? outcome.streamId;
}
