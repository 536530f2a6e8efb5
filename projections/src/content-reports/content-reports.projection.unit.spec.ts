import { describe, expect, it } from '@jest/globals';
import { envelope, ProjectionHarness } from '../testing/projection-harness.js';
import { contentReportsProjection } from './content-reports.projection.js';

const reportId = '0190a0b0-0000-7000-8000-00000000c001';

/** A customer's report of a post as spam. */
const spamReport = () =>
  envelope('ContentReported', {
    reportId,
    reporterId: '0190a0b0-0000-7000-8000-00000000c002',
    contentType: 'post',
    contentId: '0190a0b0-0000-7000-8000-00000000c003',
    description: 'spam',
  });

describe('content-reports projection', () => {
  it('keeps each report once, for the moderators’ list', async () => {
    const reported = spamReport();
    const h = new ProjectionHarness(contentReportsProjection);
    await h.run([reported, reported]);
    expect(h.docs('content_reports')).toEqual([
      {
        _id: reportId,
        reporterId: '0190a0b0-0000-7000-8000-00000000c002',
        contentType: 'post',
        contentId: '0190a0b0-0000-7000-8000-00000000c003',
        description: 'spam',
        createdAt: reported.occurredAt,
        status: 'open',
      },
    ]);
  });

  it('closes a report once it is dismissed, and a redelivered report does not reopen it', async () => {
    const reported = spamReport();
    const dismissed = envelope('ReportDismissed', {
      reportId,
      moderatorId: '0190a0b0-0000-7000-8000-00000000c004',
    });
    const h = new ProjectionHarness(contentReportsProjection);
    await h.run([reported, dismissed, reported]);
    expect(h.docs('content_reports')).toEqual([expect.objectContaining({ status: 'dismissed' })]);
  });
});
