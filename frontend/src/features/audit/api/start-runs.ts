import type {
  AuditRunView,
  StartChainVerificationBody,
  StartExportBody,
  StartReplayBody,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditKeys } from './keys';

/** POST /audit/replays, /audit/chain-verifications and /audit/exports: each starts a run. */
export function startRun(
  kind: 'replay' | 'verify-chains' | 'export',
  body: StartReplayBody | StartChainVerificationBody | StartExportBody,
): Promise<AuditRunView> {
  const path =
    kind === 'replay'
      ? '/audit/replays'
      : kind === 'verify-chains'
        ? '/audit/chain-verifications'
        : '/audit/exports';
  return api<AuditRunView>(path, { method: 'POST', body });
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
      queryClient.setQueryData(auditKeys.run(run.runId), run);
      void queryClient.invalidateQueries({ queryKey: auditKeys.runs() });
    },
  });
}
