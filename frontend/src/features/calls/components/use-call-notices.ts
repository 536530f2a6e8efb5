import {
  CALL_MESSAGES,
  parseCallRowId,
  READ_MODELS,
  type RealtimeNotice,
} from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeNotices } from '@/lib/realtime';
import { useAppConfig } from '@/lib/session';
import { useSnackbars } from '@/lib/snackbar-store';
import { playSound } from '@/lib/sounds';
import { getCall } from '../api/get-call';
import { callKeys } from '../api/keys';

/** The incoming-call toast stays while a call would ring. */
const INCOMING_CALL_TOAST_MS = 60_000;

/**
 * Live calls: a notice about one of my call rows refreshes that call at the notice's position;
 * a new ringing call to me as the Flirt is announced with a toast and the call-alert sound.
 */
export function useCallNotices(): void {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  const announced = useRef(new Set<string>());
  const me = config.data?.realtime.topics.private_updates ?? null;
  useRealtimeNotices((notice: RealtimeNotice) => {
    if (!me || notice.owner !== me || notice.collection !== READ_MODELS.calls) return;
    for (const id of notice.ids ?? []) {
      const row = parseCallRowId(id);
      if (!row) continue;
      void getCall(row.listingId, row.callId, notice.position).then(
        (view) => {
          queryClient.setQueryData(callKeys.one(row.listingId, row.callId), view);
          if (view.side !== 'flirt' || view.state !== 'ringing') return;
          if (announced.current.has(view.token)) return;
          announced.current.add(view.token);
          useSnackbars
            .getState()
            .show(CALL_MESSAGES.incoming(view.other_login), 'info', INCOMING_CALL_TOAST_MS);
          void playSound('call-alert');
        },
        () => undefined,
      );
    }
  });
}
