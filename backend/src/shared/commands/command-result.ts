import type { CommandResult } from '@flirtwire/contracts';
import type { CommandOutcome } from './command-processor.js';

/** What a command answers with (read-your-writes passes `position` back as `after`). */
export function commandResult(outcome: CommandOutcome): CommandResult {
  return { streamId: outcome.streamId, revision: outcome.revision, position: outcome.position };
}
