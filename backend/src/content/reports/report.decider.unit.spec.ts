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
});
