import { describe, it } from '@jest/globals';
import { spec } from '../../test-support/decider-spec.js';
import { type ReportContent, reportDecider } from './report.decider.js';

const report: ReportContent = {
  type: 'ReportContent',
  reportId: '0190a0b0-0000-7000-8000-00000000c001',
  reporterId: '0190a0b0-0000-7000-8000-00000000c002',
  contentType: 'post',
  contentId: '0190a0b0-0000-7000-8000-00000000c003',
  description: ' spam ',
};

describe('report decider', () => {
  it('stores a report once', () => {
    const { type: _type, ...data } = report;
    const reported = { type: 'ContentReported' as const, data: { ...data, description: 'spam' } };
    spec(reportDecider).given([]).when(report).then([reported]);
    spec(reportDecider).given([reported]).when(report).then([]);
  });

  describe('closing', () => {
    const moderatorId = '0190a0b0-0000-7000-8000-00000000c004';
    const { type: _type, ...data } = report;
    const reported = { type: 'ContentReported' as const, data: { ...data, description: 'spam' } };
    const dismissed = {
      type: 'ReportDismissed' as const,
      data: { reportId: report.reportId, moderatorId },
    };

    it('dismisses an open report once', () => {
      spec(reportDecider)
        .given([reported])
        .when({ type: 'DismissReport', moderatorId })
        .then([dismissed]);
      spec(reportDecider)
        .given([reported, dismissed])
        .when({ type: 'DismissReport', moderatorId })
        .thenThrows({ status: 409 });
      spec(reportDecider)
        .given([])
        .when({ type: 'DismissReport', moderatorId })
        .thenThrows({ status: 404 });
    });

    it('takes the content down with a reason', () => {
      spec(reportDecider)
        .given([reported])
        .when({ type: 'TakeDownReported', moderatorId, reason: ' Spam ' })
        .then([
          {
            type: 'ReportedContentTakenDown',
            data: {
              reportId: report.reportId,
              moderatorId,
              contentType: 'post',
              contentId: report.contentId,
              reason: 'Spam',
            },
          },
        ]);
      spec(reportDecider)
        .given([reported])
        .when({ type: 'TakeDownReported', moderatorId, reason: '' })
        .thenThrows({ fields: { reason: 'Please give a reason for taking this content down.' } });
      const profile = { ...reported, data: { ...reported.data, contentType: 'profile' as const } };
      spec(reportDecider)
        .given([profile])
        .when({ type: 'TakeDownReported', moderatorId, reason: 'Fake' })
        .thenThrows({ status: 422 });
    });
  });
});
