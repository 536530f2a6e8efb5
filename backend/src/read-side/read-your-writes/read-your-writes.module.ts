import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ReadYourWritesGuard } from './read-your-writes.js';

/**
 * `?after=` read-your-writes on every query (ReadYourWritesGuard). Last in AppModule's imports:
 * Nest runs global guards in the order their modules are imported, so the role and CSRF guards
 * refuse a request before it waits for the read side.
 */
@Module({ providers: [{ provide: APP_GUARD, useClass: ReadYourWritesGuard }] })
export class ReadYourWritesModule {}
