import type { SignedInUser } from './identity.js';
import type { TestApp } from './test-app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Requests that read their own writes: a GET asks for the read model `after` the position of the
 * last write that succeeded through the same sender, as a browser session does. `app` is read at
 * each call (suites start their app in beforeAll).
 */
export function readOwnWrites(app: () => TestApp) {
  let after = 0;
  return async (who: SignedInUser | null, method: Method, url: string, payload?: object) => {
    const response = await app().inject({
      method,
      url: method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}after=${String(after)}` : url,
      ...(who ? { headers: who.headers } : {}),
      ...(payload ? { payload } : {}),
    });
    if (method !== 'GET' && response.statusCode < 300) {
      after = Math.max(after, response.json<{ position: number }>().position);
    }
    return response;
  };
}
