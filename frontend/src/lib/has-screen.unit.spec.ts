import { describe, expect, it } from '@jest/globals';
import { hasScreen } from './has-screen';

/** A router whose route table maps a path to the id of the route that would render it. */
function routerWith(table: Readonly<Record<string, string>>) {
  return {
    routesByPath: { '/help/$page': {}, '/$login': {} },
    getMatchedRoutes: (path: string) =>
      [[], {}, table[path] === undefined ? undefined : { id: table[path] }] as const,
  };
}

describe('hasScreen', () => {
  const router = routerWith({
    '/help/about': '/help/$page',
    '/flirt': '/$login/',
    '/jane': '/$login/',
  });

  it('shows a link whose path has a screen of its own, ignoring its query and hash', () => {
    expect(hasScreen(router, '/help/about?x=1#top')).toBe(true);
  });

  it('hides a link that no route matches', () => {
    expect(hasScreen(router, '/account/close')).toBe(false);
  });

  it('hides a site link that only the storefront pattern matches', () => {
    expect(hasScreen(router, '/flirt')).toBe(false);
    expect(hasScreen(router, '/jane')).toBe(false);
  });
});
