import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type {
  AuditEventView,
  EXPORT_FILE_NAMES,
  EventEnvelope,
  ExportFile,
  ExportManifest,
  ExportReport,
  ExportStreamEntry,
} from '@flirtwire/contracts';
import { csvRow } from '@flirtwire/contracts';
import type { EventStore } from '../../infrastructure/event-store/event-store.port.js';
import type { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import type { RunContext, RunOutcome } from '../runs/audit-runs.js';
import {
  ensurePrivateDirSync,
  PRIVATE_FILE_MODE,
} from '../../infrastructure/files/private-files.js';

const SCAN_PAGE = 2_000;
const EXPORT_FILES = {
  jsonl: 'events.jsonl',
  csv: 'events.csv',
  manifest: 'manifest.json',
} as const satisfies Record<string, (typeof EXPORT_FILE_NAMES)[number]>;
export const EXPORT_MEDIA_TYPES: Readonly<Record<string, string>> = {
  [EXPORT_FILES.jsonl]: 'application/x-ndjson',
  [EXPORT_FILES.csv]: 'text/csv; charset=utf-8',
  [EXPORT_FILES.manifest]: 'application/json',
};

const CSV_COLUMNS = [
  'position',
  'id',
  'type',
  'schemaVersion',
  'streamId',
  'revision',
  'occurredAt',
  'correlationId',
  'causationId',
  'actorId',
  'actorRole',
  'idempotencyKey',
  'prevHash',
  'hash',
  'data',
  'personal',
] as const;

export interface ExportSubject {
  readonly kind: ExportManifest['subject']['kind'];
  readonly id: string;
}

/** Whether an event belongs in a subject's export: its stream id, data or actor names them. */
function namesSubject(event: EventEnvelope, subjectId: string): boolean {
  return (
    event.streamId.includes(subjectId) ||
    event.metadata.actor.id === subjectId ||
    JSON.stringify(event.data).includes(subjectId)
  );
}

/** A file written as it goes, hashed as it goes. */
class HashedFile {
  private readonly stream: WriteStream;
  private readonly hash = createHash('sha256');
  private bytes = 0;
  /** The stream's first error (a write that failed, or one queued when a cancelled run discarded it). */
  private failure: Error | null = null;

  constructor(
    path: string,
    readonly name: string,
  ) {
    this.stream = createWriteStream(path, { mode: PRIVATE_FILE_MODE });
    this.stream.on('error', (error) => {
      this.failure ??= error;
    });
  }

  async write(text: string): Promise<void> {
    if (this.failure) throw this.failure;
    const chunk = Buffer.from(text, 'utf8');
    this.hash.update(chunk);
    this.bytes += chunk.length;
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
  }

  async close(): Promise<ExportFile> {
    if (this.failure) throw this.failure;
    this.stream.end();
    await once(this.stream, 'finish');
    return {
      name: this.name,
      mediaType: EXPORT_MEDIA_TYPES[this.name] ?? 'application/octet-stream',
      bytes: this.bytes,
      sha256: this.hash.digest('hex'),
    };
  }

  discard(): void {
    this.stream.destroy();
  }
}

export interface ExportDeps {
  readonly events: EventStore;
  readonly masker: PersonalDataMasker;
  /** The folder of this export's files. */
  readonly dir: string;
  readonly generatedAt: string;
  readonly generatedBy: string;
}

/**
 * A subject's events (every event whose stream id, data or actor names the subject's id, up to
 * the head when the run started) as JSON Lines and CSV, each line the envelope as auditors see
 * it (data as stored, personal values masked beside it), plus manifest.json: the files' sha256,
 * the event count, first and last positions, and each involved stream's chain verification.
 */
export async function exportSubject(
  deps: ExportDeps,
  subject: ExportSubject,
  run: RunContext,
): Promise<RunOutcome> {
  const started = performance.now();
  ensurePrivateDirSync(deps.dir);
  const asOf = await deps.events.headPosition();
  const jsonl = new HashedFile(join(deps.dir, EXPORT_FILES.jsonl), EXPORT_FILES.jsonl);
  const csv = new HashedFile(join(deps.dir, EXPORT_FILES.csv), EXPORT_FILES.csv);
  const streams = new Map<string, number>();
  let count = 0;
  let scanned = 0;
  let first: number | null = null;
  let last: number | null = null;
  run.progress({ phase: 'scanning', total: asOf, unit: 'events' });
  try {
    await csv.write(csvRow(CSV_COLUMNS));
    for (let position = 0; position < asOf;) {
      run.signal.throwIfAborted();
      const page = await deps.events.readAll({ fromPosition: position, maxCount: SCAN_PAGE });
      for (const event of page) {
        if (event.position > asOf) break;
        scanned++;
        if (!namesSubject(event, subject.id)) continue;
        const view = await deps.masker.eventView(event);
        await jsonl.write(`${JSON.stringify(view)}\n`);
        await csv.write(csvRow(csvValues(view)));
        streams.set(event.streamId, (streams.get(event.streamId) ?? 0) + 1);
        count++;
        first ??= event.position;
        last = event.position;
      }
      const tail = page[page.length - 1];
      if (!tail || page.length < SCAN_PAGE) break;
      position = tail.position;
      run.progress({
        processed: scanned,
        percent: Math.min(90, Math.floor((position / Math.max(1, asOf)) * 90)),
        eventsPerSecond: Math.round(
          scanned / Math.max(0.001, (performance.now() - started) / 1000),
        ),
      });
    }
  } catch (error) {
    jsonl.discard();
    csv.discard();
    throw error;
  }
  const files = [await jsonl.close(), await csv.close()];
  run.progress({ phase: 'verifying', percent: 90 });
  const entries: ExportStreamEntry[] = [];
  for (const [streamId, events] of [...streams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    entries.push({ streamId, events, chain: await deps.events.verifyStream(streamId) });
  }
  const manifest: ExportManifest = {
    exportId: run.runId,
    subject,
    generatedAt: deps.generatedAt,
    generatedBy: deps.generatedBy,
    asOfPosition: asOf,
    eventCount: count,
    firstPosition: first,
    lastPosition: last,
    files,
    streams: entries,
  };
  const manifestFile = new HashedFile(join(deps.dir, EXPORT_FILES.manifest), EXPORT_FILES.manifest);
  await manifestFile.write(`${JSON.stringify(manifest, null, 2)}\n`);
  const written = await manifestFile.close();
  const base = `/audit/exports/${run.runId}/files`;
  const report: ExportReport = {
    kind: 'export',
    manifest,
    manifestSha256: written.sha256,
    downloads: [...files, written].map((file) => ({
      name: file.name,
      url: `${base}/${file.name}`,
    })),
  };
  const broken = entries.filter((entry) => !entry.chain.ok).length;
  return {
    status: broken > 0 ? 'failed' : 'passed',
    report,
    summary: { events: count, streams: entries.length, brokenChains: broken, asOfPosition: asOf },
  };
}

function csvValues(view: AuditEventView): unknown[] {
  return [
    view.position,
    view.id,
    view.type,
    view.schemaVersion,
    view.streamId,
    view.revision,
    view.occurredAt,
    view.metadata.correlationId,
    view.metadata.causationId,
    view.metadata.actor.id,
    view.metadata.actor.role,
    view.metadata.idempotencyKey ?? null,
    view.metadata.prevHash,
    view.metadata.hash,
    view.data,
    view.personal,
  ];
}
