import { expect } from 'vitest';
import { type Decider, foldEvents, type Message } from './decider';
import type { DomainError } from './errors';

/**
 * given(events).when(command).then(events) / .thenThrows(code) for pure deciders, in the style of
 * emmett's DeciderSpecification.
 */
export function deciderSpec<State, Command extends Message, Event extends Message>(
  decider: Decider<State, Command, Event>,
) {
  return {
    given(history: readonly Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, foldEvents(decider, history));
          return {
            // biome-ignore lint/suspicious/noThenProperty: given/when/then is the decider-test vocabulary (STYLE.md); this object is never awaited.
            then(expected: readonly Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'expected the command to be refused').toBeDefined();
              expect((thrown as DomainError).code).toBe(code);
              return thrown as DomainError;
            },
          };
        },
      };
    },
  };
}
