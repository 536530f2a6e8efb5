import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Projection } from '@flirtwire/projections';
import type { ReadSideGate } from './read-side/projection-host.js';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { CORRELATION_ID_HEADER } from '@flirtwire/contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { AppModule } from './app.module.js';
import { ClusterIoAdapter } from './read-side/realtime/cluster-io-adapter.js';
import { Sessions } from './shared/auth/auth.module.js';
import { SESSION_COOKIE } from './shared/auth/principal.js';
import type { AppConfig } from './config/app-config.js';
import type { Clock } from './shared/domain/clock.js';
import { ApiExceptionFilter } from './shared/http/api-exception.filter.js';
import { IdempotencyInterceptor } from './shared/http/idempotency.interceptor.js';
import { interceptWriteRoutes } from './shared/http/write-routes.js';
import { securePrivateDataDir } from './infrastructure/files/private-files.js';
import { serveFrontend } from './shared/http/frontend.js';
import { installFormBodyParser, installJsonBodyParser } from './shared/http/json-body.parser.js';
import { registerSecurityHeaders } from './shared/http/security-headers.js';
import { createValidationPipe } from './shared/http/validation.js';
import { AccessLogController, createLogger, NestPinoLogger } from './shared/logging/logger.js';

export interface CreateAppOptions {
  readonly clock?: Clock;
  readonly logger?: Logger;
  /** The projections to run instead of the registry's (tests). */
  readonly projections?: readonly Projection[];
  /** A view of the log for the inline runner and a hook around waits for the read side (the seed). */
  readonly projectionGate?: ReadSideGate;
  /** The built React app to serve on the same origin (default frontend/dist; null: none). */
  readonly frontendDist?: string | null;
}

const BODY_LIMIT = 1_048_576;
const CORRELATION_ID = /^[\w.:-]{1,128}$/;

/**
 * Builds the NestJS application on Fastify: JSON logs with a correlation id per request, the
 * `{ error }` shape for every failure, schema validation, and OpenAPI at /docs (API_DOCS). Used
 * by `main` and by API tests (which call `inject` instead of listening).
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  // Before any store opens a file in it: an existing DATA_DIR keeps the mode it was made with.
  securePrivateDataDir(config.dataDir);
  const logger = options.logger ?? createLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new AccessLogController(),
    genReqId: (request: IncomingMessage) => {
      const incoming = request.headers[CORRELATION_ID_HEADER];
      // randomUUID draws from a pooled entropy buffer: uuid's v7 asked the system per request.
      return typeof incoming === 'string' && CORRELATION_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    // Path parameters are checked by their own schemas (the live search allows 100 characters of
    // any script, up to 12 encoded bytes each); Fastify's default of 100 answered 414 first.
    routerOptions: { maxParamLength: 2_048 },
    // Only the configured proxies may name the client (X-Forwarded-For); by default nobody can.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options),
    adapter,
    {
      logger: new NestPinoLogger(logger),
      bufferLogs: false,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyCookie);
  installJsonBodyParser(app, BODY_LIMIT);
  installFormBodyParser(app, BODY_LIMIT);
  // Before the React app's handler, so index.html carries the headers too.
  await registerSecurityHeaders(app, config);
  if (options.frontendDist !== null) {
    // Source maps would hand out the whole frontend source: only outside production.
    await serveFrontend(app, options.frontendDist, {
      sourceMaps: config.nodeEnv !== 'production',
    });
  }
  // Uploads (file manager): limits are set per request by the upload endpoint.
  await app.register(fastifyMultipart, { limits: { files: 1, parts: 10 } });
  const sessions = app.get(Sessions);
  fastify.addHook('onRequest', async (request) => {
    request.principal = await sessions.resolve(request.cookies[SESSION_COOKIE]);
  });
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header(CORRELATION_ID_HEADER, request.id);
  });
  // The realtime gateway (socket.io) shares the HTTP server and port; on MongoDB its broadcasts
  // reach the sockets of every app instance (docs/adr/0123).
  app.useWebSocketAdapter(await ClusterIoAdapter.open(app, config.readStoreUrl));
  // Idempotency-Key is honoured on writes; reads and /health skip Nest's interceptor chain.
  interceptWriteRoutes(app, app.get(IdempotencyInterceptor));
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  if (config.apiDocs) setUpApiDocs(app, config);

  try {
    await app.init();
    await fastify.ready();
  } catch (error) {
    // A refused start (say, no ADMIN_PASSWORD for the first admin) releases what it opened.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

/**
 * OpenAPI at /docs (API_DOCS; off by default in production, where it maps the attack surface).
 * The document is built when /docs is first asked for, not at start: scanning every controller
 * and schema took about a second of CPU, paid by every app start (each API test suite, each
 * browser suite's server, each restart) though few of them ever read the document.
 */
function setUpApiDocs(app: NestFastifyApplication, config: AppConfig): void {
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`${config.productName} API`)
        .setDescription(
          'Event-sourced marketplace API. Commands answer with the stream revision and global position of their last event; pass that position as `after` to any query to read your own write.',
        )
        .setVersion('1')
        .addCookieAuth('session')
        .build(),
    );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'docs/openapi.json' });
}
