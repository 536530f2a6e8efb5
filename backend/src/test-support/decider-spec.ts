import { expect } from '@jest/globals';
import type { DomainEvent } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';
import { fold } from '../shared/domain/decider.js';

/**
 * Given/when/then for deciders, reading like the rule it checks:
 *
 * @example
 * spec(tipDecider).given([]).when(sendTip).then([tipSent]);
 * spec(tipDecider).given([]).when(tipYourself).thenThrows({ code: 'cannot_tip_yourself' });
 */
export function spec<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(events: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: readonly Event[]): void {
              expect(run()).toEqual(expected);
            },
            thenThrows(match: Record<string, unknown>): void {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toMatchObject(match);
            },
          };
        },
      };
    },
  };
}
