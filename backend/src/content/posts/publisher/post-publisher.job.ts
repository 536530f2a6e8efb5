import { READ_MODELS } from '@flirtwire/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Scheduler } from '../../../platform/scheduling/scheduler.js';
import { PostPublisher } from './post-publisher.js';

export const SCHEDULED_POSTS_JOB = 'scheduled-posts';

/** Publishes scheduled (and otherwise waiting) posts when they are due, every 15 seconds. */
@Injectable()
export class PostPublisherJob implements OnModuleInit {
  constructor(
    private readonly scheduler: Scheduler,
    private readonly publisher: PostPublisher,
  ) {}

  onModuleInit(): void {
    this.scheduler.register({
      name: SCHEDULED_POSTS_JOB,
      everyMs: 15_000,
      readModels: [READ_MODELS.feedPosts],
      run: (now) => this.publisher.publishDue(now),
    });
  }
}
