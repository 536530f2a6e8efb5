import { newId } from '../shared/domain/ids.js';
import type { CommandContext } from '../shared/commands/command-processor.js';
import type { Principal } from '../shared/auth/principal.js';

/** The signed-in person a content command acts for. */
export interface Author {
  readonly userId: string;
  readonly login: string;
}

export const authorOf = (principal: Principal): Author => ({
  userId: principal.userId,
  login: principal.login,
});

export { commandResult } from '../shared/commands/command-result.js';

/** The context of work the platform does by itself (scheduler jobs, processes). */
export function systemContext(process: string, now: Date, causationId?: string): CommandContext {
  const id = newId();
  return {
    correlationId: `${process}-${id}`,
    causationId: causationId ?? `${process}-${id}`,
    actor: { id: process, role: 'system' },
    now,
  };
}
