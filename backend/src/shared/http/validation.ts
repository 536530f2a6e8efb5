import { StandardSchemaValidationPipe } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ValidationError } from '../errors.js';

/**
 * Turns Standard Schema (zod) issues into our 400: each field with its first message. The
 * schema's messages are the spec's product copy.
 */
function validationErrorFromIssues(issues: readonly StandardSchemaV1.Issue[]): ValidationError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name =
      issue.path
        ?.map((segment) => (typeof segment === 'object' ? String(segment.key) : String(segment)))
        .join('.') || 'base';
    fields[name] ??= issue.message;
  }
  return new ValidationError(fields);
}

/** The global pipe behind `@Body({ schema })`, `@Query({ schema })` and `@Param(name, { schema })`. */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({ exceptionFactory: validationErrorFromIssues });
}
