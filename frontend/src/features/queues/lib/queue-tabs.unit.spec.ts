import { describe, expect, it } from '@jest/globals';
import { isQueueTab, QUEUE_TABS, queuePath } from './queue-tabs';

describe('the post queues', () => {
  it('has the Scheduled, Processing and Rejected tabs with their empty states', () => {
    expect(QUEUE_TABS.map((tab) => [tab.name, tab.label, tab.empty])).toEqual([
      ['scheduled', 'Scheduled', 'You have no scheduled posts.'],
      ['processing', 'Processing', 'All of your posts have been processed!'],
      ['removed', 'Rejected', 'You have no rejected posts.'],
    ]);
    expect(isQueueTab('removed')).toBe(true);
    expect(isQueueTab('rejected')).toBe(false);
  });

  it('reads each tab from its API path', () => {
    expect(queuePath('scheduled', 'u1')).toBe('/feeds/scheduled_posts');
    expect(queuePath('processing', 'u1')).toBe('/feeds/users/u1/processing_posts');
    expect(queuePath('removed', 'u1')).toBe('/feeds/users/u1/removed_posts');
  });
});
