import { z } from 'zod';
import { EventMetadata } from '../shared/events.js';
import { isTimeZone } from '../shared/days.js';
import { Uuid } from '../shared/ids.js';
import { type AuditParameters, AuditRunKind } from './audit.events.js';

// ---- shared pieces ----

const IsoTime = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });
const StreamIdText = z.string().min(1).max(300);

/** A comma-separated list in a query string (`types=TipSent,Followed`), or the key repeated. */
const CommaList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item.length > 0)
      : value,
  z.array(z.string().min(1).max(100)).max(50),
);

/**
 * How personal data shows in an auditor's answers (docs/adr/0071). Sealed values are opened
 * with the subject's data key and masked (`j***@e***.com`, the last four digits of a phone),
 * secrets (password hashes, PINs) are never opened, and a value whose key was destroyed shows
 * as erased. No role sees clear values through /audit.
 */
export const PERSONAL_FIELD_KINDS = [
  'email',
  'phone',
  'date_of_birth',
  'tax_id',
  'legal_name',
  'address',
  'secret',
  'personal',
] as const;
export const PersonalFieldKind = z.enum(PERSONAL_FIELD_KINDS);
export type PersonalFieldKind = z.infer<typeof PersonalFieldKind>;

export const PersonalFieldStatus = z.enum(['clear', 'masked', 'withheld', 'erased', 'unreadable']);
export type PersonalFieldStatus = z.infer<typeof PersonalFieldStatus>;

export const PersonalFieldView = z.object({
  /** Dotted path of the sealed value in `data` (or `state`), e.g. `sealedEmail`, `phones.0.sealedPhone`. */
  path: z.string(),
  kind: PersonalFieldKind,
  status: PersonalFieldStatus,
  /** What may be shown: the masked value (`masked`), the clear one (`clear`), else null. */
  value: z.string().nullable(),
});
export type PersonalFieldView = z.infer<typeof PersonalFieldView>;

/**
 * A stored event as an auditor sees it: the whole envelope with `data` exactly as stored (sealed
 * personal values stay sealed, so the hash chain can be recomputed from it), and what each sealed
 * value shows as.
 */
export const AuditEventView = z.object({
  position: z.number().int(),
  id: z.string(),
  type: z.string(),
  schemaVersion: z.number().int(),
  streamId: z.string(),
  revision: z.number().int(),
  occurredAt: z.string(),
  metadata: EventMetadata,
  data: z.unknown(),
  personal: z.array(PersonalFieldView),
});
export type AuditEventView = z.infer<typeof AuditEventView>;

// ---- event browser ----

/** A global log position in a path (GET /audit/events/:position). */
export const EventPositionParam = z.coerce
  .number({ message: 'must be an event position (a whole number)' })
  .int('must be an event position (a whole number)')
  .min(1, 'must be an event position (a whole number)');

/**
 * GET /audit/events. `cursor` is the `next` or `prev` of an earlier page (`after.<position>` or
 * `before.<position>`, both exclusive). `order=desc` lists newest first.
 */
export const BrowseEventsParams = z.object({
  types: CommaList.optional(),
  stream: StreamIdText.optional(),
  streamPrefix: StreamIdText.optional(),
  actor: z.string().min(1).max(100).optional(),
  correlationId: z.string().min(1).max(128).optional(),
  from: IsoTime.optional(),
  to: IsoTime.optional(),
  cursor: z
    .string()
    .regex(/^(after|before)\.\d{1,15}$/, 'must be a cursor from an earlier page')
    .optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export type BrowseEventsParams = z.infer<typeof BrowseEventsParams>;

export interface BrowseEventsResponse {
  readonly events: readonly AuditEventView[];
  /** The page after this one in the chosen order, null at the end. */
  readonly next: string | null;
  /** The page before this one in the chosen order, null at the start. */
  readonly prev: string | null;
  /** The log's head position when the page was read. */
  readonly head: number;
}

// ---- streams and time travel ----

export const ListStreamsParams = z.object({
  prefix: z.string().max(300).default(''),
  cursor: StreamIdText.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
export type ListStreamsParams = z.infer<typeof ListStreamsParams>;

export interface ListStreamsResponse {
  readonly streams: readonly string[];
  readonly next: string | null;
}

export interface StreamCategoryView {
  /** The part of a stream id before its first dash (`tips` for `tips-<customer>-<creator>`). */
  readonly category: string;
  readonly decider: string;
  readonly eventTypes: readonly string[];
  readonly description: string;
}

export interface StreamCategoriesResponse {
  readonly categories: readonly StreamCategoryView[];
}

export const StreamEventsParams = z.object({
  fromRevision: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export type StreamEventsParams = z.infer<typeof StreamEventsParams>;

export interface StreamEventsResponse {
  readonly streamId: string;
  readonly category: string;
  /** The stream's last revision (-1 when it does not exist). */
  readonly lastRevision: number;
  readonly events: readonly AuditEventView[];
  /** `fromRevision` of the next page, null at the end. */
  readonly next: number | null;
}

/** GET /audit/streams/:streamId/state: `revision` or `at` (a time); neither: the latest state. */
export const StreamStateParams = z
  .object({
    revision: z.coerce.number().int().min(-1).optional(),
    at: IsoTime.optional(),
  })
  .refine((query) => query.revision === undefined || query.at === undefined, {
    message: 'give a revision or a time, not both',
    path: ['at'],
  });
export type StreamStateParams = z.infer<typeof StreamStateParams>;

export interface StreamStateResponse {
  readonly streamId: string;
  readonly category: string;
  /** The decider folded, null when no decider is registered for the category. */
  readonly decider: string | null;
  /** The last revision folded in (-1: none, the initial state). */
  readonly revision: number;
  readonly position: number | null;
  readonly occurredAt: string | null;
  readonly lastRevision: number;
  /** The decider's state after `evolve` over revisions 0..revision; sealed values stay sealed. */
  readonly state: unknown;
  readonly personal: readonly PersonalFieldView[];
}

export type StreamVerificationView =
  | { readonly ok: true; readonly streamId: string; readonly events: number }
  | {
      readonly ok: false;
      readonly streamId: string;
      readonly revision: number;
      readonly position: number;
      readonly reason: string;
    };

// ---- runs: replay, chain verification, export ----

export const StartReplayBody = z.object({
  /** Projection names; empty or absent: every registered projection. */
  projections: z.array(z.string().min(1).max(100)).max(100).optional(),
});
export type StartReplayBody = z.infer<typeof StartReplayBody>;

export const StartChainVerificationBody = z.object({
  /** Only streams whose id starts with this ('' or absent: every stream). */
  prefix: z.string().max(300).optional(),
});
export type StartChainVerificationBody = z.infer<typeof StartChainVerificationBody>;

export const EXPORT_SUBJECT_KINDS = ['customer', 'flirt', 'payee'] as const;
/** The files of an export (GET /audit/exports/:runId/files/:name). */
export const EXPORT_FILE_NAMES = ['events.jsonl', 'events.csv', 'manifest.json'] as const;
export const ExportFileName = z.enum(EXPORT_FILE_NAMES, { message: 'is not a file of an export' });
export const StartExportBody = z.object({
  subjectKind: z.enum(EXPORT_SUBJECT_KINDS),
  subjectId: Uuid,
});
export type StartExportBody = z.infer<typeof StartExportBody>;

export const AuditRunStatus = z.enum(['running', 'passed', 'failed', 'error']);
export type AuditRunStatus = z.infer<typeof AuditRunStatus>;

export interface AuditRunProgress {
  /** What the run is doing: `rebuilding`, `comparing`, `attributing`, `verifying`, `scanning`... */
  readonly phase: string;
  /** 0..100 */
  readonly percent: number;
  /** Events (or streams, see `unit`) done so far, and of how many when known. */
  readonly processed: number;
  readonly total: number | null;
  readonly unit: 'events' | 'streams';
  /** Events handled per second since the run started. */
  readonly eventsPerSecond: number;
}

/** A side where the field is absent has no value here. */
export interface FieldDifference {
  readonly path: string;
  readonly live?: unknown;
  readonly rebuilt?: unknown;
}

/** An event named in a finding, without its data. */
export interface EventReference {
  readonly position: number;
  readonly id: string;
  readonly type: string;
  readonly streamId: string;
  readonly revision: number;
  readonly occurredAt: string;
}

/**
 * One document that differs: `missing` from the live model (the rebuild made it), `extra` in the
 * live model (the rebuild did not make it), or `differing` fields. `events` are the events whose
 * handling wrote the document during the attributing re-run.
 */
export interface ReplayFinding {
  readonly projection: string;
  readonly collection: string;
  readonly documentId: string;
  readonly kind: 'missing' | 'extra' | 'differing';
  readonly fields: readonly FieldDifference[];
  readonly events: readonly EventReference[];
  readonly eventsTotal: number;
}

export interface ReplayCollectionReport {
  readonly collection: string;
  readonly live: number;
  readonly rebuilt: number;
  readonly equal: number;
  readonly missing: number;
  readonly extra: number;
  readonly differing: number;
}

export interface ReplayProjectionReport {
  readonly name: string;
  readonly version: number;
  readonly status: 'equal' | 'different' | 'error';
  readonly eventsReplayed: number;
  readonly collections: readonly ReplayCollectionReport[];
  readonly error: string | null;
}

export interface ReplayReport {
  readonly kind: 'replay';
  /** Both sides were compared as of this log position. */
  readonly asOfPosition: number;
  readonly projections: readonly ReplayProjectionReport[];
  readonly findings: readonly ReplayFinding[];
  /** Findings beyond those listed (the list is capped). */
  readonly findingsOmitted: number;
  readonly eventsReplayed: number;
  readonly durationMs: number;
  readonly eventsPerSecond: number;
}

export interface ChainFailure {
  readonly streamId: string;
  readonly revision: number;
  readonly position: number;
  readonly reason: string;
}

export interface ChainReport {
  readonly kind: 'verify-chains';
  readonly prefix: string;
  readonly streams: number;
  readonly events: number;
  readonly failures: readonly ChainFailure[];
  readonly failuresOmitted: number;
  readonly durationMs: number;
  readonly eventsPerSecond: number;
}

export interface ExportFile {
  readonly name: string;
  readonly mediaType: string;
  readonly bytes: number;
  readonly sha256: string;
}

export interface ExportStreamEntry {
  readonly streamId: string;
  /** Events of this stream in the export. */
  readonly events: number;
  readonly chain: StreamVerificationView;
}

/** manifest.json of an export: what was exported, as of when, and how to check it. */
export interface ExportManifest {
  readonly exportId: string;
  readonly subject: { readonly kind: (typeof EXPORT_SUBJECT_KINDS)[number]; readonly id: string };
  readonly generatedAt: string;
  readonly generatedBy: string;
  /** Every event at or below this position was considered. */
  readonly asOfPosition: number;
  /** Events whose stream id, data or actor names the subject. */
  readonly eventCount: number;
  readonly firstPosition: number | null;
  readonly lastPosition: number | null;
  readonly files: readonly ExportFile[];
  readonly streams: readonly ExportStreamEntry[];
}

export interface ExportReport {
  readonly kind: 'export';
  readonly manifest: ExportManifest;
  /** sha256 of manifest.json as downloaded. */
  readonly manifestSha256: string;
  /** Download paths (GET), manifest.json included. */
  readonly downloads: readonly { readonly name: string; readonly url: string }[];
}

export type AuditRunReport = ReplayReport | ChainReport | ExportReport;

export interface AuditRunView {
  readonly runId: string;
  readonly kind: AuditRunKind;
  readonly status: AuditRunStatus;
  readonly requestedBy: string;
  readonly parameters: AuditParameters;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  readonly progress: AuditRunProgress;
  readonly report: AuditRunReport | null;
  readonly error: string | null;
}

export const ListRunsParams = z.object({
  kind: AuditRunKind.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListRunsParams = z.infer<typeof ListRunsParams>;

/** Runs without their reports, newest first. */
export interface ListRunsResponse {
  readonly runs: readonly Omit<AuditRunView, 'report'>[];
}

/** Realtime `audit-run` message on the `audit` topic: a run's progress or its end. */
export type AuditRunMessage = Omit<AuditRunView, 'report' | 'parameters'>;

// ---- figure provenance ----

/** A read model an auditor can replay or trace figures of. */
export interface AuditProjectionView {
  readonly name: string;
  readonly version: number;
  /** Logical collections (the `collection` of provenance). */
  readonly collections: readonly string[];
  readonly status: string;
  readonly checkpoint: number;
  readonly declaredFigures: number;
}

export interface AuditProjectionsResponse {
  readonly projections: readonly AuditProjectionView[];
}

export interface FigureView {
  readonly projection: string;
  readonly collection: string;
  readonly field: string;
  readonly label: string;
  readonly description: string;
}

/**
 * A figure the product computes at query time from a read model (an earnings total over a date
 * range, a 1099-K box of a tax year), registered in the audit context's computed-figure registry.
 */
export interface ComputedFigureView {
  /** `earnings.net`, `form1099k.box1a`: the `figure` of `GET /audit/provenance/computed`. */
  readonly key: string;
  readonly label: string;
  readonly description: string;
  /** Whose figure it is: `subjectId` names a Flirt, a payee or a customer. */
  readonly subjectKind: 'customer' | 'flirt' | 'payee';
  /** Accepted values of `part` (e.g. earnings channels); empty when the figure has no parts. */
  readonly parts: readonly string[];
  /** The read model whose checkpoint bounds the events. */
  readonly projection: string;
}

export interface FiguresResponse {
  readonly figures: readonly FigureView[];
  readonly computed: readonly ComputedFigureView[];
}

const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

export const ComputedProvenanceParams = z
  .object({
    figure: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z][\w-]*(\.[\w-]+)*$/, 'must be a figure key'),
    subjectId: Uuid,
    /** First day counted (UTC, inclusive); absent: from the beginning. */
    from: IsoDay.optional(),
    /** Last day counted (UTC, inclusive); absent: up to the checkpoint. */
    to: IsoDay.optional(),
    /** One part of the figure (an earnings channel, a month); absent: the whole figure. */
    part: z.string().min(1).max(40).optional(),
    /**
     * The IANA time zone of the figures that read a wall clock (weekday and hour, month of first
     * purchase); absent: UTC. `from`/`to` stay UTC days.
     */
    time_zone: z.string().min(1).max(64).refine(isTimeZone, 'must be an IANA time zone').optional(),
  })
  .refine((params) => !params.from || !params.to || params.from <= params.to, {
    message: 'must not be after to',
    path: ['from'],
  });
export type ComputedProvenanceParams = z.infer<typeof ComputedProvenanceParams>;

export interface ComputedProvenanceResponse {
  readonly figure: string;
  readonly label: string;
  readonly subjectId: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly part: string | null;
  readonly time_zone: string | null;
  /** The read model's figure (what the product adds up), as of `asOfPosition`. */
  readonly displayed: unknown;
  /** The figure recomputed from the events alone, independently of the projection. */
  readonly recomputed: unknown;
  readonly matches: boolean;
  readonly asOfPosition: number;
  readonly events: readonly AuditEventView[];
  readonly eventsTotal: number;
  readonly explanation: string;
}

export const ProvenanceParams = z.object({
  collection: z.string().min(1).max(100),
  id: z.string().min(1).max(300),
  /** Dotted path of a numeric field of the document. */
  field: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w-]+(\.[\w-]+)*$/, 'must be a field path'),
  /**
   * My Customers as of the end of this day (customer_rows, customer_tags, customer_stats): the
   * document of the replay up to that day and the events up to it (docs/adr/0120).
   */
  as_of: IsoDay.optional(),
});
export type ProvenanceParams = z.infer<typeof ProvenanceParams>;

export interface ProvenanceResponse {
  readonly projection: string;
  readonly collection: string;
  readonly documentId: string;
  readonly field: string;
  readonly label: string;
  /**
   * `declared`: the projection declares how to select this figure's events and recompute it,
   * independently of its own handler. `replay`: no declaration; the projection was re-run from
   * position 0 with a recorder and the events that wrote the document are listed.
   */
  readonly method: 'declared' | 'replay';
  /** The figure and its events were taken as of this log position. */
  readonly asOfPosition: number;
  readonly displayed: unknown;
  readonly recomputed: unknown;
  readonly matches: boolean;
  readonly events: readonly AuditEventView[];
  readonly eventsTotal: number;
  readonly explanation: string;
}
