import { describe, expect, it } from '@jest/globals';
import { installRoute } from './install-app';

describe('installing the web app', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

  it("uses the browser's own install offer when there is one", () => {
    expect(installRoute(chrome, true)).toBe('prompt');
  });

  it('tells Firefox users it cannot be installed there', () => {
    expect(installRoute(firefox, false)).toBe('firefox');
  });

  it('shows the instructions elsewhere (Safari adds to the home screen by hand)', () => {
    expect(installRoute(iphone, false)).toBe('instructions');
    expect(installRoute(chrome, false)).toBe('instructions');
  });
});
