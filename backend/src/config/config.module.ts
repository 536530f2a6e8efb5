import { type DynamicModule, Global, Module } from '@nestjs/common';
import { systemIds } from '../shared/domain/ids.js';
import { CLOCK, type Clock, ID_GENERATOR, systemClock } from '../shared/domain/clock.js';
import { APP_CONFIG, type AppConfig } from './app-config.js';

/** The validated configuration, the clock and the id generator, available everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, clock: Clock = systemClock): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: ID_GENERATOR, useValue: systemIds },
      ],
      exports: [APP_CONFIG, CLOCK, ID_GENERATOR],
    };
  }
}
