import { z } from 'zod';
import {
  AuditEventView,
  type AuditProjectionsResponse,
  AuditRunStatus,
  type AuditRunView,
  type BrowseEventsResponse,
  type ComputedProvenanceResponse,
  EXPORT_SUBJECT_KINDS,
  type FiguresResponse,
  type ListRunsResponse,
  PersonalFieldView,
  type ProvenanceResponse,
  type StreamEventsResponse,
  type StreamStateResponse,
  type StreamVerificationView,
} from './audit.api.js';
import { AuditParameters, AuditRunKind } from './audit.events.js';

/** The auditor console's response schemas: what it parses each answer with. */

const EventReferenceSchema = z.object({
  position: z.number(),
  id: z.string(),
  type: z.string(),
  streamId: z.string(),
  revision: z.number(),
  occurredAt: z.string(),
});

export const BrowseEventsResponseSchema: z.ZodType<BrowseEventsResponse> = z.object({
  events: z.array(AuditEventView),
  next: z.string().nullable(),
  prev: z.string().nullable(),
  head: z.number(),
});

export const StreamEventsResponseSchema: z.ZodType<StreamEventsResponse> = z.object({
  streamId: z.string(),
  category: z.string(),
  lastRevision: z.number(),
  events: z.array(AuditEventView),
  next: z.number().nullable(),
});

export const StreamStateResponseSchema: z.ZodType<StreamStateResponse> = z.object({
  streamId: z.string(),
  category: z.string(),
  decider: z.string().nullable(),
  revision: z.number(),
  position: z.number().nullable(),
  occurredAt: z.string().nullable(),
  lastRevision: z.number(),
  state: z.unknown(),
  personal: z.array(PersonalFieldView),
});

export const StreamVerificationViewSchema: z.ZodType<StreamVerificationView> = z.discriminatedUnion(
  'ok',
  [
    z.object({ ok: z.literal(true), streamId: z.string(), events: z.number() }),
    z.object({
      ok: z.literal(false),
      streamId: z.string(),
      revision: z.number(),
      position: z.number(),
      reason: z.string(),
    }),
  ],
);

const AuditRunProgressSchema = z.object({
  phase: z.string(),
  percent: z.number(),
  processed: z.number(),
  total: z.number().nullable(),
  unit: z.enum(['events', 'streams']),
  eventsPerSecond: z.number(),
});

const ReplayReportSchema = z.object({
  kind: z.literal('replay'),
  asOfPosition: z.number(),
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      status: z.enum(['equal', 'different', 'error']),
      eventsReplayed: z.number(),
      collections: z.array(
        z.object({
          collection: z.string(),
          live: z.number(),
          rebuilt: z.number(),
          equal: z.number(),
          missing: z.number(),
          extra: z.number(),
          differing: z.number(),
        }),
      ),
      error: z.string().nullable(),
    }),
  ),
  findings: z.array(
    z.object({
      projection: z.string(),
      collection: z.string(),
      documentId: z.string(),
      kind: z.enum(['missing', 'extra', 'differing']),
      fields: z.array(
        z.object({
          path: z.string(),
          live: z.unknown().optional(),
          rebuilt: z.unknown().optional(),
        }),
      ),
      events: z.array(EventReferenceSchema),
      eventsTotal: z.number(),
    }),
  ),
  findingsOmitted: z.number(),
  eventsReplayed: z.number(),
  durationMs: z.number(),
  eventsPerSecond: z.number(),
});

const ChainFailureSchema = z.object({
  streamId: z.string(),
  revision: z.number(),
  position: z.number(),
  reason: z.string(),
});

const ChainReportSchema = z.object({
  kind: z.literal('verify-chains'),
  prefix: z.string(),
  streams: z.number(),
  events: z.number(),
  failures: z.array(ChainFailureSchema),
  failuresOmitted: z.number(),
  durationMs: z.number(),
  eventsPerSecond: z.number(),
});

const ExportReportSchema = z.object({
  kind: z.literal('export'),
  manifest: z.object({
    exportId: z.string(),
    subject: z.object({ kind: z.enum(EXPORT_SUBJECT_KINDS), id: z.string() }),
    generatedAt: z.string(),
    generatedBy: z.string(),
    asOfPosition: z.number(),
    eventCount: z.number(),
    firstPosition: z.number().nullable(),
    lastPosition: z.number().nullable(),
    files: z.array(
      z.object({ name: z.string(), mediaType: z.string(), bytes: z.number(), sha256: z.string() }),
    ),
    streams: z.array(
      z.object({
        streamId: z.string(),
        events: z.number(),
        chain: StreamVerificationViewSchema,
      }),
    ),
  }),
  manifestSha256: z.string(),
  downloads: z.array(z.object({ name: z.string(), url: z.string() })),
});

const AuditRunSummarySchema = z.object({
  runId: z.string(),
  kind: AuditRunKind,
  status: AuditRunStatus,
  requestedBy: z.string(),
  parameters: AuditParameters,
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  progress: AuditRunProgressSchema,
  error: z.string().nullable(),
});

export const AuditRunViewSchema: z.ZodType<AuditRunView> = AuditRunSummarySchema.extend({
  report: z
    .discriminatedUnion('kind', [ReplayReportSchema, ChainReportSchema, ExportReportSchema])
    .nullable(),
});

export const ListRunsResponseSchema: z.ZodType<ListRunsResponse> = z.object({
  runs: z.array(AuditRunSummarySchema),
});

export const AuditProjectionsResponseSchema: z.ZodType<AuditProjectionsResponse> = z.object({
  projections: z.array(
    z.object({
      name: z.string(),
      version: z.number(),
      collections: z.array(z.string()),
      status: z.string(),
      checkpoint: z.number(),
      declaredFigures: z.number(),
    }),
  ),
});

export const FiguresResponseSchema: z.ZodType<FiguresResponse> = z.object({
  figures: z.array(
    z.object({
      projection: z.string(),
      collection: z.string(),
      field: z.string(),
      label: z.string(),
      description: z.string(),
    }),
  ),
  computed: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      description: z.string(),
      subjectKind: z.enum(['customer', 'flirt', 'payee']),
      parts: z.array(z.string()),
      projection: z.string(),
    }),
  ),
});

const FigureAnswer = {
  asOfPosition: z.number(),
  displayed: z.unknown(),
  recomputed: z.unknown(),
  matches: z.boolean(),
  events: z.array(AuditEventView),
  eventsTotal: z.number(),
  explanation: z.string(),
};

export const ComputedProvenanceResponseSchema: z.ZodType<ComputedProvenanceResponse> = z.object({
  figure: z.string(),
  label: z.string(),
  subjectId: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  part: z.string().nullable(),
  time_zone: z.string().nullable(),
  ...FigureAnswer,
});

export const ProvenanceResponseSchema: z.ZodType<ProvenanceResponse> = z.object({
  projection: z.string(),
  collection: z.string(),
  documentId: z.string(),
  field: z.string(),
  label: z.string(),
  method: z.enum(['declared', 'replay']),
  ...FigureAnswer,
});
