import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { ApiError } from '@flirtwire/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WrongExpectedRevisionError } from '../../infrastructure/event-store/event-store.port.js';
import { DomainError } from '../errors.js';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/**
 * Every error leaves as `{ error: { code, message, fields? } }`. Anything the caller did wrong
 * is a 4xx; only our own faults are 5xx, and those never echo internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply | undefined>();
    const request = http.getRequest<FastifyRequest | undefined>();
    if (!reply || typeof reply.status !== 'function') return;
    const { status, body } = this.toResponse(exception, request);
    if (status >= 500) {
      this.logger.error({ err: exception, correlationId: request?.id }, 'request failed');
    }
    void reply.status(status).send(body);
  }

  toResponse(exception: unknown, _request?: FastifyRequest): { status: number; body: ApiError } {
    if (exception instanceof DomainError) {
      return {
        status: exception.status,
        body: {
          error: {
            code: exception.code,
            message: exception.message,
            ...(exception.fields ? { fields: { ...exception.fields } } : {}),
          },
        },
      };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return error(
        409,
        'concurrency_conflict',
        'Someone else changed this at the same time. Please try again.',
      );
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const cause = exception.cause as FastifyLikeError | undefined;
      if (cause?.code?.startsWith('FST_') && status < 500) {
        return error(status, codeForStatus(status), friendlyFastifyMessage(cause));
      }
      const response = exception.getResponse();
      if (typeof response === 'object' && 'error' in response && isApiErrorBody(response)) {
        return { status, body: response };
      }
      const message =
        typeof response === 'string'
          ? response
          : typeof (response as { message?: unknown }).message === 'string'
            ? (response as { message: string }).message
            : exception.message;
      return error(
        status,
        codeForStatus(status),
        status >= 500 ? 'Something went wrong. Please try again.' : message,
      );
    }
    const fastifyError = exception as FastifyLikeError;
    if (
      typeof fastifyError.statusCode === 'number' &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      return error(
        fastifyError.statusCode,
        codeForStatus(fastifyError.statusCode),
        friendlyFastifyMessage(fastifyError),
      );
    }
    return error(500, 'internal_error', 'Something went wrong. Please try again.');
  }
}

function error(status: number, code: string, message: string): { status: number; body: ApiError } {
  return { status, body: { error: { code, message } } };
}

function isApiErrorBody(value: object): value is ApiError {
  const inner = (value as { error?: unknown }).error;
  return typeof inner === 'object' && inner !== null && 'code' in inner && 'message' in inner;
}

function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 422:
      return 'unprocessable';
    case 429:
      return 'too_many_requests';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}

function friendlyFastifyMessage(error: FastifyLikeError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported.';
    default:
      return error.message ?? 'The request is not valid.';
  }
}
