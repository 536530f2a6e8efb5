import type { AuditRunMessage, AuditRunView, ListRunsResponse } from '@flirtwire/contracts';
import { REALTIME_EVENTS } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeMessage, useRealtimeTopic } from '@/lib/realtime';
import { auditKeys } from '../api/keys';

function isRunMessage(payload: unknown): payload is AuditRunMessage {
  const message = payload as Partial<AuditRunMessage> | null;
  return (
    typeof message?.runId === 'string' &&
    typeof message.status === 'string' &&
    typeof message.progress?.percent === 'number'
  );
}

/**
 * Live progress of audit runs: joins the `audit` topic while mounted and folds each
 * `audit-run` message into the cached run list and run; when a run ends its report is fetched.
 */
export function useLiveAuditRuns(): void {
  const queryClient = useQueryClient();
  useRealtimeTopic('audit');
  useRealtimeMessage(REALTIME_EVENTS.auditRun, (payload) => {
    if (!isRunMessage(payload)) return;
    const list = queryClient.getQueryData<ListRunsResponse>(auditKeys.runs());
    if (list && !list.runs.some((run) => run.runId === payload.runId)) {
      // Another auditor's new run: fetch the list once it is known.
      void queryClient.invalidateQueries({ queryKey: auditKeys.runs() });
    }
    queryClient.setQueryData<ListRunsResponse>(auditKeys.runs(), (cached) =>
      cached
        ? {
            runs: cached.runs.map((run) =>
              run.runId === payload.runId ? { ...run, ...payload } : run,
            ),
          }
        : cached,
    );
    queryClient.setQueryData<AuditRunView>(auditKeys.run(payload.runId), (run) =>
      run ? { ...run, ...payload } : run,
    );
    if (payload.status !== 'running') {
      void queryClient.invalidateQueries({ queryKey: auditKeys.run(payload.runId) });
      void queryClient.invalidateQueries({ queryKey: auditKeys.runs() });
    }
  });
}
