import type { LoggerService } from '@nestjs/common';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pino, type Logger } from 'pino';

/** Query parameters whose values never reach a log line. */
const SECRET_QUERY_KEYS = /([?&](?:token|password|pin|code|key|secret)=)[^&]*/gi;

/** Path segments that are secrets themselves (one-time phone codes). */
const SECRET_PATH_SEGMENTS = /(\/phone_verifications\/)[^/?#]+/gi;

function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_KEYS, '$1[redacted]')
    .replace(SECRET_PATH_SEGMENTS, '$1[redacted]');
}

/**
 * The process-wide JSON logger. Secrets are redacted by path; request URLs lose the values of
 * secret-looking query parameters. Domain code never logs personal data in the first place.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'flirtwire' },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'message',
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'req.headers["x-csrf-token"]',
          'req.headers["x-service-token"]',
          'res.headers["set-cookie"]',
          'password',
          '*.password',
          'password_confirmation',
          '*.password_confirmation',
          'token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: {
        req: (req: { method?: string; url?: string; id?: string }) => ({
          method: req.method,
          url: req.url ? redactUrl(req.url) : undefined,
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    destination,
  );
}

/** Nest's own log lines (bootstrap, module wiring) through the same JSON logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace' | 'fatal',
    message: unknown,
    rest: unknown[],
  ): void {
    const context =
      typeof rest[rest.length - 1] === 'string' ? (rest[rest.length - 1] as string) : undefined;
    if (typeof message === 'object' && message !== null) {
      // new Logger(ctx).log({ fields }, 'text') arrives as (fields, 'text', ctx): keep the text.
      const text = rest.length > 1 && typeof rest[0] === 'string' ? rest[0] : undefined;
      if (text === undefined)
        this.logger[level]({ context, ...(message as Record<string, unknown>) });
      else this.logger[level]({ context, ...(message as Record<string, unknown>) }, text);
    } else {
      const stack =
        level === 'error' && typeof rest[0] === 'string' && rest.length > 1 ? rest[0] : undefined;
      this.logger[level]({ context, ...(stack ? { stack } : {}) }, String(message));
    }
  }
}

/**
 * One access line per request, written when the answer has gone: method, redacted URL, status
 * and time, with the correlation id. Fastify's default writes a second line as each request
 * arrives ("incoming request"), which doubled the logging cost of every request (serializing,
 * redacting and writing) for nothing the completed line does not say.
 */
export class AccessLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'correlationId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
