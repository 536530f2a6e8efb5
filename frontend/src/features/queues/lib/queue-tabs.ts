/** Spec 000 §2 post queues: tab names in the URL and their labels; §8 empty states verbatim. */
export const QUEUE_TABS = [
  { name: 'scheduled', label: 'Scheduled', empty: 'You have no scheduled posts.' },
  { name: 'processing', label: 'Processing', empty: 'All of your posts have been processed!' },
  { name: 'removed', label: 'Rejected', empty: 'You have no rejected posts.' },
] as const;

export type QueueTabName = (typeof QUEUE_TABS)[number]['name'];

export function isQueueTab(name: string): name is QueueTabName {
  return QUEUE_TABS.some((tab) => tab.name === name);
}

/** The API path of a queue (scheduled is the signed-in Flirt's; the others are per user). */
export function queuePath(tab: QueueTabName, userId: string): string {
  return tab === 'scheduled'
    ? '/feeds/scheduled_posts'
    : `/feeds/users/${encodeURIComponent(userId)}/${tab === 'processing' ? 'processing_posts' : 'removed_posts'}`;
}
