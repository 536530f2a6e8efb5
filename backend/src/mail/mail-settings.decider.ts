import type { MailEvent } from '@flirtwire/contracts';
import { DEFAULT_MAIL_PRICE_CENTS } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';

type MailPriceSet = Extract<MailEvent, { type: 'MailPriceSet' }>;
type MailDraftStarted = Extract<MailEvent, { type: 'MailDraftStarted' }>;

export interface SetMailPrice {
  readonly type: 'SetMailPrice';
  readonly creatorId: string;
  readonly priceCents: number;
  readonly at: string;
}

/** A Flirt's mail price (`mailprice-<creatorId>`): a change is recorded, the same price is not. */
export const mailPriceDecider: Decider<{ priceCents: number }, SetMailPrice, MailPriceSet> = {
  name: 'mail-price',
  eventTypes: ['MailPriceSet'],
  initialState: { priceCents: DEFAULT_MAIL_PRICE_CENTS },
  evolve: (_state, event) => ({ priceCents: event.data.priceCents }),
  decide: (command, state) =>
    command.priceCents === state.priceCents
      ? []
      : [
          {
            type: 'MailPriceSet',
            data: { creatorId: command.creatorId, priceCents: command.priceCents, at: command.at },
          },
        ],
};

export interface StartMailDraft {
  readonly type: 'StartMailDraft';
  readonly draft: MailDraftStarted['data'];
}

export interface MailDraftState {
  readonly draft: MailDraftStarted['data'] | null;
}

/**
 * The recipients My Customers' bulk Mail hands to the compose screen (`maildraft-<draftId>`):
 * recorded once, read by the Flirt who started it. A list of thousands does not fit in a URL.
 */
export const mailDraftDecider: Decider<MailDraftState, StartMailDraft, MailDraftStarted> = {
  name: 'mail-draft',
  eventTypes: ['MailDraftStarted'],
  initialState: { draft: null },
  evolve: (_state, event) => ({ draft: event.data }),
  decide: (command, state) =>
    state.draft ? [] : [{ type: 'MailDraftStarted', data: command.draft }],
};
