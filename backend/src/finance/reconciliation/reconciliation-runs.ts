import type { ReconciliationRunData, ReconciliationRunRow } from '@flirtwire/contracts';
import type { EventEnvelope } from '@flirtwire/contracts';
import type { Period, ReconciliationResult } from './reconciliation.js';

/** What a run records: the figures and the count of differences by kind, not the list. */
export function runRecordOf(
  runId: string,
  period: Period,
  result: ReconciliationResult & { position: number },
): ReconciliationRunData {
  const kinds: ReconciliationRunData['kinds'] = {};
  for (const d of result.differences) kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
  return {
    runId,
    from: period.from,
    to: period.to,
    position: result.position,
    status: result.status,
    differences: result.differences.length,
    differenceCents: result.differences.reduce((a, d) => a + Math.abs(d.difference_cents), 0),
    kinds,
    lines: result.lines.map((line) => ({
      key: line.key,
      processorCents: line.processor_cents,
      ledgerCents: line.ledger_cents,
      readModelsCents: line.read_models_cents,
    })),
  };
}

export function runRowOf(
  event: EventEnvelope<string, ReconciliationRunData>,
): ReconciliationRunRow {
  return {
    run_id: event.data.runId,
    from: event.data.from,
    to: event.data.to,
    ran_at: event.occurredAt,
    status: event.data.status,
    differences: event.data.differences,
    difference_cents: event.data.differenceCents,
    event: {
      id: event.id,
      type: event.type,
      stream_id: event.streamId,
      position: event.position,
    },
  };
}
