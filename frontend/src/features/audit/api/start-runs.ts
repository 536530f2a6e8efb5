import {
  type AuditRunView,
  AuditRunViewSchema,
  type StartChainVerificationBody,
  type StartExportBody,
  type StartReplayBody,
} from '@flirtwire/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** POST /audit/replays, /audit/chain-verifications and /audit/exports: each starts a run. */
async function startRun(
  kind: 'replay' | 'verify-chains' | 'export',
  body: StartReplayBody | StartChainVerificationBody | StartExportBody,
): Promise<AuditRunView> {
  const path =
    kind === 'replay'
      ? '/audit/replays'
      : kind === 'verify-chains'
        ? '/audit/chain-verifications'
        : '/audit/exports';
  return AuditRunViewSchema.parse(await api<unknown>(path, { method: 'POST', body }));
}

/**
 * A started run into the cache, shown at once but marked stale: a short run can end, and its
 * last live message go by, before the start's response arrives, so whoever reads the run
 * fetches its current state rather than keeping the "starting" view.
 */
export function cacheStartedRun(queryClient: QueryClient, run: AuditRunView): void {
  queryClient.setQueryData(auditKeys.run(run.runId), run);
  void queryClient.invalidateQueries({ queryKey: auditKeys.run(run.runId) });
  void queryClient.invalidateQueries({ queryKey: auditKeys.runs() });
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      body,
    }: {
      kind: 'replay' | 'verify-chains' | 'export';
      body: StartReplayBody | StartChainVerificationBody | StartExportBody;
    }) => startRun(kind, body),
    onSuccess: (run) => {
      cacheStartedRun(queryClient, run);
    },
  });
}
