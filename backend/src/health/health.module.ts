import { Global, Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthRegistry } from './health-checks.js';

@Global()
@Module({ controllers: [HealthController], providers: [HealthRegistry], exports: [HealthRegistry] })
export class HealthModule {}
