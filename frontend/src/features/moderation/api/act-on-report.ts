import type { TakeDownBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

type ReportAction =
  | { readonly reportId: string; readonly kind: 'dismiss' }
  | {
      readonly reportId: string;
      readonly kind: 'take_down';
      readonly reason: TakeDownBody['reason'];
    };

/**
 * POST /feeds/moderation/reports/{id}/dismiss, or /take_down with the reason (the post is
 * rejected with it, the comment hidden). Either closes the report.
 */
async function actOnReport(action: ReportAction): Promise<void> {
  await api<unknown>(
    `/feeds/moderation/reports/${encodeURIComponent(action.reportId)}/${action.kind}`,
    { method: 'POST', body: action.kind === 'take_down' ? { reason: action.reason } : {} },
  );
}

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: actOnReport,
    // A taken-down post may have been waiting in the posts queue as well.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
