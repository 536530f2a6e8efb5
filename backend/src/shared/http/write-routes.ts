import {
  type CallHandler,
  type ExecutionContext,
  type INestApplication,
  type NestInterceptor,
  RequestMethod,
  UseInterceptors,
} from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

const WRITES: ReadonlySet<unknown> = new Set([
  RequestMethod.POST,
  RequestMethod.PUT,
  RequestMethod.PATCH,
  RequestMethod.DELETE,
]);

/** Each app's write-route interceptor, by the Fastify instance that serves it. */
const interceptors = new WeakMap<object, NestInterceptor>();

/**
 * What the write routes' metadata names. Nest keeps route metadata on the controller classes,
 * which every app of a process shares (an API test starts several, one after another or side by
 * side): this runs the interceptor of the app whose server took the request.
 */
const OF_THE_APP: NestInterceptor = {
  intercept(
    context: ExecutionContext,
    next: CallHandler,
  ): Observable<unknown> | Promise<Observable<unknown>> {
    const server = context.switchToHttp().getRequest<FastifyRequest>().server;
    const interceptor = interceptors.get(server);
    if (!interceptor) throw new Error('this app did not call interceptWriteRoutes');
    return interceptor.intercept(context, next);
  },
};

/**
 * Puts `interceptor` on every write route (POST, PUT, PATCH, DELETE) of the app's controllers,
 * as `@UseInterceptors` on each such method would; call it before `app.init()`, which builds
 * the routes. A global interceptor (`APP_INTERCEPTOR`) wraps every request, reads and `/health`
 * included, in Nest's rxjs chain even when it only passes the request on; a route without
 * interceptors skips that chain (docs/adr/0136).
 */
export function interceptWriteRoutes(app: INestApplication, interceptor: NestInterceptor): void {
  interceptors.set(app.getHttpAdapter().getInstance() as object, interceptor);
  for (const route of routeHandlers(app)) {
    if (!WRITES.has(route.method)) continue;
    // An earlier app of this process, or a controller met twice, already put it there.
    if (writeInterceptions(route.handler) > 0) continue;
    UseInterceptors(OF_THE_APP)(route.prototype, route.name, { value: route.handler });
  }
}

/** A controller method that answers a route: its class, name and HTTP method (`RequestMethod`). */
interface RouteHandler {
  readonly controller: string;
  readonly prototype: object;
  readonly name: string;
  readonly handler: object;
  readonly method: unknown;
}

/** Every controller method of the app that answers a route. */
export function* routeHandlers(app: INestApplication): Generator<RouteHandler> {
  const scanner = new MetadataScanner();
  for (const module of app.get(ModulesContainer).values()) {
    for (const controller of module.controllers.values()) {
      const metatype = controller.metatype as { name: string; prototype?: object } | null;
      const prototype = metatype?.prototype;
      if (!metatype || !prototype) continue;
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        if (method === undefined) continue;
        yield { controller: metatype.name, prototype, name, handler, method };
      }
    }
  }
}

/** How many times a route's handler runs the write-route interceptor: once on a write (tests). */
export function writeInterceptions(handler: object): number {
  const present = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
  return present.filter((each) => each === OF_THE_APP).length;
}
