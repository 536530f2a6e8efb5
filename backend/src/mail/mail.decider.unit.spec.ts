import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/domain/decider.js';
import { DomainError, NotFoundError } from '../shared/errors.js';
import { mailDecider, openingPrice } from './mail.decider.js';
import { mailPriceDecider } from './mail-settings.decider.js';

const flirt = '0190a0b0-0000-7000-8000-00000000c001';
const fan = '0190a0b0-0000-7000-8000-00000000c002';
const at = '2026-11-01T10:00:00.000Z';
const mail = {
  mailId: 'm1',
  senderId: flirt,
  recipientId: fan,
  creatorId: flirt,
  customerId: fan,
  direction: 'from_advisor' as const,
  subject: 'Hello',
  body: 'For you',
  attachmentIds: [],
  priceCents: 499,
  paidCents: 0,
  at,
};
const sent = [{ type: 'MailSent' as const, data: mail }];

describe('the mail decider', () => {
  it('sends a mail once: a repeat of the same id records nothing', () => {
    const state = fold(mailDecider, []);
    expect(mailDecider.decide({ type: 'SendMail', mail }, state)).toEqual(sent);
    expect(mailDecider.decide({ type: 'SendMail', mail }, fold(mailDecider, sent))).toEqual([]);
  });

  it('opens a paid mail for its recipient only once its price is paid, and only once', () => {
    const state = fold(mailDecider, sent);
    expect(openingPrice(state, fan)).toBe(499);
    expect(openingPrice(state, flirt)).toBe(0);
    expect(() =>
      mailDecider.decide({ type: 'OpenMail', readerId: fan, paidCents: 0, at }, state),
    ).toThrow(DomainError);
    const opened = mailDecider.decide(
      { type: 'OpenMail', readerId: fan, paidCents: 499, at },
      state,
    );
    expect(opened).toEqual([
      {
        type: 'MailOpened',
        data: {
          mailId: 'm1',
          readerId: fan,
          creatorId: flirt,
          customerId: fan,
          paidCents: 499,
          at,
        },
      },
    ]);
    const after = fold(mailDecider, [...sent, ...opened]);
    expect(openingPrice(after, fan)).toBe(0);
    expect(
      mailDecider.decide({ type: 'OpenMail', readerId: fan, paidCents: 0, at }, after),
    ).toEqual([]);
  });

  it('lets the sender read their copy without recording anything, and nobody else', () => {
    const state = fold(mailDecider, sent);
    expect(
      mailDecider.decide({ type: 'OpenMail', readerId: flirt, paidCents: 0, at }, state),
    ).toEqual([]);
    expect(() =>
      mailDecider.decide(
        { type: 'OpenMail', readerId: '0190a0b0-0000-7000-8000-00000000c003', paidCents: 0, at },
        state,
      ),
    ).toThrow(NotFoundError);
    expect(() =>
      mailDecider.decide(
        { type: 'OpenMail', readerId: fan, paidCents: 0, at },
        fold(mailDecider, []),
      ),
    ).toThrow(NotFoundError);
  });
});

describe('the mail price decider', () => {
  it('records a change of price and nothing for the same price', () => {
    const set = mailPriceDecider.decide(
      { type: 'SetMailPrice', creatorId: flirt, priceCents: 299, at },
      mailPriceDecider.initialState,
    );
    expect(set).toHaveLength(1);
    expect(
      mailPriceDecider.decide(
        { type: 'SetMailPrice', creatorId: flirt, priceCents: 299, at },
        fold(mailPriceDecider, set),
      ),
    ).toEqual([]);
  });
});
