import { Injectable } from '@nestjs/common';

/** A part of the system /health reports on. */
export interface HealthCheck {
  readonly name: string;
  run(): Promise<Record<string, unknown>>;
}

/** Modules register their checks here when they start (read store, Kafka, projections...). */
@Injectable()
export class HealthRegistry {
  private readonly list: HealthCheck[] = [];

  register(check: HealthCheck): void {
    this.list.push(check);
  }

  get checks(): readonly HealthCheck[] {
    return this.list;
  }
}
