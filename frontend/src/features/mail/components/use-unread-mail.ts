import { READ_MODELS, type RealtimeNotice } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeNotices } from '@/lib/realtime';
import { useAppConfig } from '@/lib/session';
import { unreadMailCount, useUnreadMailCount } from '../api/get-unread-mail-count';
import { mailKeys } from '../api/keys';

/** The mailbox read model's collection: a change there is a mail in or out of my folders. */
const MAILBOX_COLLECTION = READ_MODELS.mailbox;

/**
 * The header's unread-mail count, live: a notice about my mailbox rows (a mail arrived, or one
 * was opened) refreshes the count and my folders; nothing else of the mail feature refetches.
 */
export function useUnreadMail(signedIn: boolean): number {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const me = config.data?.realtime.topics.private_updates ?? null;
  const count = useUnreadMailCount(signedIn);
  useRealtimeNotices((notice: RealtimeNotice) => {
    if (!me || notice.owner !== me || notice.collection !== MAILBOX_COLLECTION) return;
    unreadMailCount(notice.position).then(
      (fresh) => {
        queryClient.setQueryData(mailKeys.unread(), fresh);
      },
      () => undefined,
    );
    void queryClient.invalidateQueries({ queryKey: [...mailKeys.all, 'folder'] });
  });
  return signedIn ? (count.data?.unread_mail_count ?? 0) : 0;
}
