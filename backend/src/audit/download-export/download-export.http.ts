import { createReadStream } from 'node:fs';
import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ExportFileName, Uuid } from '@flirtwire/contracts';
import type { Principal } from '../../shared/auth/principal.js';
import { CurrentPrincipal, Roles } from '../../shared/auth/roles.guard.js';
import { ReqContext, type RequestContext } from '../../shared/http/request-context.js';
import { auditorOf } from '../recording/audit-recorder.js';
import { DownloadExportQuery } from './download-export.query.js';

@ApiTags('audit')
@Controller('audit/exports')
@Roles('auditor')
export class DownloadExportController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':runId/files/:name')
  @ApiOperation({ summary: 'Download events.jsonl, events.csv or manifest.json (auditors)' })
  async download(
    @Param('runId', { schema: Uuid }) runId: string,
    @Param('name', { schema: ExportFileName }) name: string,
    @CurrentPrincipal() principal: Principal,
    @ReqContext() context: RequestContext,
  ): Promise<StreamableFile> {
    const file = await this.queries.execute(
      new DownloadExportQuery(auditorOf(principal.userId, context), runId, name),
    );
    return new StreamableFile(createReadStream(file.path), {
      type: file.mediaType,
      disposition: `attachment; filename="${runId}-${file.name}"`,
    });
  }
}
