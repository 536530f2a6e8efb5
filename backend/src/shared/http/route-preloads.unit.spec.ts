import { describe, expect, it } from '@jest/globals';
import {
  dataPreloadLinks,
  parseRoutePreloads,
  type RoutePreload,
  routePreloadFor,
  withPreloads,
} from './route-preloads.js';

const screen = (path: string): RoutePreload => ({
  path,
  js: [`/assets/${path.replace(/\W/g, '_') || 'root'}-a1.js`],
  css: [],
});
const SCREENS = [
  screen('/'),
  screen('/$login'),
  screen('/login'),
  screen('/my_customers'),
  screen('/my_customers/user/$login/$tab'),
  screen('/help/$'),
  screen('/$login/feed'),
  screen('/feed/$login/$postId'),
];

describe('the screen a URL path opens', () => {
  const screenOf = routePreloadFor(SCREENS);
  const pathOf = (url: string) => screenOf(url)?.path ?? null;

  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(pathOf('/login')).toBe('/login');
    expect(pathOf('/my_customers')).toBe('/my_customers');
    expect(pathOf('/demo_flirt')).toBe('/$login');
    expect(pathOf('/demo_flirt/feed')).toBe('/$login/feed');
    expect(pathOf('/feed/demo_flirt/p1')).toBe('/feed/$login/$postId');
  });

  it('matches literals in any case and ignores a trailing slash', () => {
    expect(pathOf('/My_Customers/')).toBe('/my_customers');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('/my_customers/user/ann/history')).toBe('/my_customers/user/$login/$tab');
  });

  it('gives a splat the rest of the path, and nothing for a path no screen has', () => {
    expect(pathOf('/help/getting/started')).toBe('/help/$');
    expect(pathOf('/help')).toBe('/$login');
    expect(pathOf('/a/b/c/d')).toBeNull();
    expect(pathOf('/my_customers/user/ann')).toBeNull();
    // A segment that does not decode names no screen.
    expect(pathOf('/%E0%A4%A/feed')).toBeNull();
  });
});

describe('the page with a screen named in it', () => {
  const page = '<!doctype html><html><head><title>x</title></head><body></body></html>';

  it('names each chunk and style sheet before </head>', () => {
    const html = withPreloads(page, {
      path: '/$login',
      js: ['/assets/storefront-a1.js', '/assets/keys-b2.js'],
      css: ['/assets/storefront-c3.css'],
    });
    expect(html).toBe(
      '<!doctype html><html><head><title>x</title>' +
        '<link rel="modulepreload" crossorigin href="/assets/storefront-a1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/keys-b2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/storefront-c3.css">' +
        '</head><body></body></html>',
    );
  });

  it('leaves the page as it is for no screen, no head, or names that are not built files', () => {
    expect(withPreloads(page, null)).toBe(page);
    expect(withPreloads('<div id="root"></div>', screen('/$login'))).toBe('<div id="root"></div>');
    expect(
      withPreloads(page, {
        path: '/x',
        js: ['/assets/a.js"><script>alert(1)</script>', 'https://elsewhere.example/a.js'],
        css: ['/other/a.css'],
      }),
    ).toBe(page);
  });

  it("names a screen's first API requests for the path, its parameters filled and encoded", () => {
    const storefront: RoutePreload = {
      ...screen('/$login'),
      data: ['/client_api/advisors/$login/storefront', '/client_api/advisors/$login/listings'],
    };
    const hrefs = (path: string) =>
      [...dataPreloadLinks(storefront, path).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs('/demo_flirt')).toEqual([
      '/client_api/advisors/demo_flirt/storefront',
      '/client_api/advisors/demo_flirt/listings',
    ]);
    expect(dataPreloadLinks(storefront, '/demo_flirt')).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/client_api/advisors/demo_flirt/storefront">',
    );
    // Whatever the address holds stays inside the attribute and the path segment.
    expect(hrefs('/a%22%3E%3Cscript%3E%2F..')).toEqual([
      '/client_api/advisors/a%22%3E%3Cscript%3E%2F../storefront',
      '/client_api/advisors/a%22%3E%3Cscript%3E%2F../listings',
    ]);
    expect(dataPreloadLinks(storefront, '/%E0%A4%A')).toBe('');
    // No data listed, or a template that is not an API path: nothing.
    expect(dataPreloadLinks(screen('/$login'), '/demo_flirt')).toBe('');
    expect(
      dataPreloadLinks({ ...storefront, data: ['https://elsewhere.example/$login'] }, '/x'),
    ).toBe('');
  });

  it('reads only a list of screens from the build', () => {
    expect(parseRoutePreloads('not json')).toEqual([]);
    expect(parseRoutePreloads('{"path":"/"}')).toEqual([]);
    expect(
      parseRoutePreloads(
        JSON.stringify([
          { path: '/', js: ['/assets/a.js'], css: [] },
          { path: '/x', js: [1] },
          { path: '/y', js: [], css: [], data: '/client_api/y' },
          { path: '/$login', js: [], css: [], data: ['/client_api/advisors/$login/listings'] },
        ]),
      ),
    ).toEqual([
      { path: '/', js: ['/assets/a.js'], css: [] },
      { path: '/$login', js: [], css: [], data: ['/client_api/advisors/$login/listings'] },
    ]);
  });
});
