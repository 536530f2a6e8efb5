import type { CustomerEventOf } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

type NoteEvent = CustomerEventOf<'CustomerNoteSet'>;

export interface SetNote {
  readonly type: 'SetNote';
  readonly creatorId: string;
  readonly customerId: string;
  /** Sealed with the customer's data key; null clears the note. */
  readonly sealedNote: string | null;
}

export interface NoteState {
  readonly hasNote: boolean;
}

/** The Flirt's note on one customer (`customer-note-<creatorId>-<customerId>`). */
export const noteDecider: Decider<NoteState, SetNote, NoteEvent> = {
  name: 'customer-note',
  eventTypes: ['CustomerNoteSet'],
  initialState: { hasNote: false },
  // One event type: its data says whether a note is left.
  evolve: (_state, event) => ({ hasNote: event.data.sealedNote !== null }),
  decide(command, state) {
    // Clearing an empty note records nothing; sealed texts never compare equal, so a written
    // note is always recorded.
    if (command.sealedNote === null && !state.hasNote) return [];
    return [
      {
        type: 'CustomerNoteSet',
        data: {
          creatorId: command.creatorId,
          customerId: command.customerId,
          sealedNote: command.sealedNote,
        },
      },
    ];
  },
};
