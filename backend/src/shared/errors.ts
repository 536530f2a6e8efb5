/**
 * A rule of the product said no. `message` is product copy (the spec's exact words where it
 * gives them); `status` is the 4xx the API answers with.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 = 422,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    // An answer, not a fault: no stack is captured (capturing one was about 4% of the CPU of a
    // run of refused requests). Its code and message say which rule refused.
    const { stackTraceLimit } = Error;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'DomainError';
  }
}

/** Bad input: 400 with each offending field and its message. */
export class ValidationError extends DomainError {
  constructor(fields: Readonly<Record<string, string>>, message?: string) {
    super(
      'validation_failed',
      message ?? Object.values(fields)[0] ?? 'The request is not valid.',
      400,
      fields,
    );
    this.name = 'ValidationError';
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(code, message, 404);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You're not allowed to do that.", code = 'forbidden') {
    super(code, message, 403);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in.', code = 'unauthorized') {
    super(code, message, 401);
  }
}

/** A command lost every retry against concurrent writers of the same stream. */
export class ConcurrencyError extends DomainError {
  constructor(streamId: string) {
    super(
      'concurrency_conflict',
      `Someone else changed this at the same time (${streamId}). Please try again.`,
      409,
    );
  }
}
