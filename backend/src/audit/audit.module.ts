import { Module } from '@nestjs/common';
import { ComputedProvenanceHandler } from './computed-provenance/computed-provenance.handler.js';
import { ComputedProvenanceController } from './computed-provenance/computed-provenance.http.js';
import { BrowseEventsHandler } from './browse-events/browse-events.handler.js';
import { BrowseEventsController } from './browse-events/browse-events.http.js';
import { DownloadExportHandler } from './download-export/download-export.handler.js';
import { DownloadExportController } from './download-export/download-export.http.js';
import { StartExportHandler } from './exports/start-export.handler.js';
import { StartExportController } from './exports/start-export.http.js';
import { GetEventHandler } from './get-event/get-event.handler.js';
import { GetEventController } from './get-event/get-event.http.js';
import { GetRunHandler } from './get-run/get-run.handler.js';
import { GetRunController } from './get-run/get-run.http.js';
import { ListFiguresHandler } from './list-figures/list-figures.handler.js';
import { ListFiguresController } from './list-figures/list-figures.http.js';
import { ListProjectionsHandler } from './list-projections/list-projections.handler.js';
import { ListProjectionsController } from './list-projections/list-projections.http.js';
import { ListRunsHandler } from './list-runs/list-runs.handler.js';
import { ListRunsController } from './list-runs/list-runs.http.js';
import { ListStreamCategoriesHandler } from './list-stream-categories/list-stream-categories.handler.js';
import { ListStreamCategoriesController } from './list-stream-categories/list-stream-categories.http.js';
import { ListStreamsHandler } from './list-streams/list-streams.handler.js';
import { ListStreamsController } from './list-streams/list-streams.http.js';
import { PersonalDataMasker } from './personal-data/personal-data-masker.js';
import {
  COMPUTED_FIGURE_REGISTRY,
  COMPUTED_FIGURES,
} from './provenance/computed-figures.registry.js';
import { ProvenanceHandler } from './provenance/provenance.handler.js';
import { ProvenanceController } from './provenance/provenance.http.js';
import { AuditRecorder } from './recording/audit-recorder.js';
import { StartReplayHandler } from './replay/start-replay.handler.js';
import { StartReplayController } from './replay/start-replay.http.js';
import { AuditRuns } from './runs/audit-runs.js';
import { StreamEventsHandler } from './stream-events/stream-events.handler.js';
import { StreamEventsController } from './stream-events/stream-events.http.js';
import { StreamStateHandler } from './stream-state/stream-state.handler.js';
import { StreamStateController } from './stream-state/stream-state.http.js';
import { STREAM_CATEGORIES, StreamCategories } from './time-travel/stream-categories.js';
import { streamCategories } from './time-travel/stream-categories.registry.js';
import { StartChainVerificationHandler } from './verify-chains/start-chain-verification.handler.js';
import { StartChainVerificationController } from './verify-chains/start-chain-verification.http.js';
import { VerifyStreamHandler } from './verify-stream/verify-stream.handler.js';
import { VerifyStreamController } from './verify-stream/verify-stream.http.js';

/**
 * Audit (auditors only, read-only over the product's data, every request recorded): the event
 * browser, stream history and time travel, hash-chain and replay verification, figure
 * provenance and subject exports, under /audit.
 */
@Module({
  controllers: [
    BrowseEventsController,
    GetEventController,
    ListStreamsController,
    ListStreamCategoriesController,
    StreamEventsController,
    StreamStateController,
    VerifyStreamController,
    StartChainVerificationController,
    StartReplayController,
    ListRunsController,
    GetRunController,
    ListFiguresController,
    ListProjectionsController,
    ProvenanceController,
    ComputedProvenanceController,
    StartExportController,
    DownloadExportController,
  ],
  providers: [
    { provide: STREAM_CATEGORIES, useValue: streamCategories },
    StreamCategories,
    AuditRecorder,
    PersonalDataMasker,
    AuditRuns,
    BrowseEventsHandler,
    GetEventHandler,
    ListStreamsHandler,
    ListStreamCategoriesHandler,
    StreamEventsHandler,
    StreamStateHandler,
    VerifyStreamHandler,
    StartChainVerificationHandler,
    StartReplayHandler,
    ListRunsHandler,
    GetRunHandler,
    ListFiguresHandler,
    ListProjectionsHandler,
    ProvenanceHandler,
    { provide: COMPUTED_FIGURE_REGISTRY, useValue: COMPUTED_FIGURES },
    ComputedProvenanceHandler,
    StartExportHandler,
    DownloadExportHandler,
  ],
})
export class AuditModule {}
