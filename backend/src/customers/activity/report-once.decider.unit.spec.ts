import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { type ReportedEvent, reportOnceDecider } from './report-once.decider.js';

const mail: ReportedEvent = {
  type: 'PaidMailSold',
  data: {
    mailId: 'm1',
    chargeId: 'paid-mail-m1',
    creatorId: '0190a000-0000-7000-8000-000000000001',
    customerId: '0190a000-0000-7000-8000-000000000002',
    at: '2026-01-15T10:10:00.000Z',
    amountCents: 1_990,
    platformFeeCents: 597,
  },
};

describe('reporting an activity once', () => {
  it('records the first report', () => {
    spec(reportOnceDecider).given([]).when({ type: 'ReportActivity', event: mail }).then([mail]);
  });

  it('records nothing for the same report again', () => {
    spec(reportOnceDecider).given([mail]).when({ type: 'ReportActivity', event: mail }).then([]);
  });

  it('refuses the same id with other details', () => {
    spec(reportOnceDecider)
      .given([mail])
      .when({ type: 'ReportActivity', event: { ...mail, data: { ...mail.data, amountCents: 1 } } })
      .thenThrows({
        code: 'activity_conflict',
        status: 409,
        message: 'This activity was already reported with other details.',
      });
  });
});
