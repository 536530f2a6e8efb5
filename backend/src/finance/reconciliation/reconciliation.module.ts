import { Module } from '@nestjs/common';
import { ReconciliationController } from './get-reconciliation/get-reconciliation.http.js';
import { Reconciler } from './reconciler.js';
import { ReconciliationJob } from './reconciliation.job.js';

/**
 * The reconciliation of processor, ledger and read models (issue 30 Build 6): the finance
 * screen's endpoint and the daily job. The processors' ports are global modules.
 */
@Module({
  controllers: [ReconciliationController],
  providers: [Reconciler, ReconciliationJob],
})
export class ReconciliationModule {}
