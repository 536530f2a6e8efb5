import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { type ReportedEvent, reportOnceDecider } from './report-once.decider.js';

const call: ReportedEvent = {
  type: 'CallCompleted',
  data: {
    callId: 'c1',
    chargeId: 'call-c1',
    creatorId: '0190a000-0000-7000-8000-000000000001',
    customerId: '0190a000-0000-7000-8000-000000000002',
    startedAt: '2026-01-15T10:00:00.000Z',
    at: '2026-01-15T10:10:00.000Z',
    minutes: 10,
    freeMinutes: 0,
    rateCents: 199,
    amountCents: 1_990,
    platformFeeCents: 597,
  },
};

describe('reporting an activity once', () => {
  it('records the first report', () => {
    spec(reportOnceDecider).given([]).when({ type: 'ReportActivity', event: call }).then([call]);
  });

  it('records nothing for the same report again', () => {
    spec(reportOnceDecider).given([call]).when({ type: 'ReportActivity', event: call }).then([]);
  });

  it('refuses the same id with other details', () => {
    spec(reportOnceDecider)
      .given([call])
      .when({ type: 'ReportActivity', event: { ...call, data: { ...call.data, amountCents: 1 } } })
      .thenThrows({
        code: 'activity_conflict',
        status: 409,
        message: 'This activity was already reported with other details.',
      });
  });
});
