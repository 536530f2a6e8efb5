import { READ_MODELS } from '@flirtwire/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Scheduler } from '../../../platform/scheduling/scheduler.js';
import { MediaEncoder } from './media-encoder.js';

export const MEDIA_ENCODING_JOB = 'media-encoding';

/** Finishes encodings a crash or restart left pending. */
@Injectable()
export class MediaEncodingJob implements OnModuleInit {
  constructor(
    private readonly scheduler: Scheduler,
    private readonly encoder: MediaEncoder,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: MEDIA_ENCODING_JOB,
      everyMs: 30_000,
      readModels: [READ_MODELS.fmItems],
      run: (now) => this.encoder.encodePending(now),
    });
  }
}
