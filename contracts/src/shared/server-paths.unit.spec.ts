import { describe, expect, it } from '@jest/globals';
import { isServerPath, serverPathPatterns, SERVER_PATH_PREFIXES } from './server-paths.js';

const SAMPLES = [
  '/client_api/user',
  '/client_api',
  '/client_api?x=1',
  '/audit',
  '/audit/events',
  '/audit/console',
  '/audit/console/streams/tips-a-b',
  '/audit/consoles',
  '/auth/x/callback',
  '/bluesky/login',
  '/fm/media/abc/large?sig=x',
  '/socket.io/?EIO=4',
  '/my_customers',
  '/feed/home',
  '/client_apis',
  '/devices',
  '/',
];

describe('the paths the server answers itself', () => {
  it('keeps the app pages under a server prefix for the app', () => {
    expect(isServerPath('/audit/console')).toBe(false);
    expect(isServerPath('/audit/console/streams/tips-a-b')).toBe(false);
    expect(isServerPath('/audit/consoles')).toBe(true);
    expect(isServerPath('/audit')).toBe(true);
  });

  it('matches whole path segments only', () => {
    expect(isServerPath('/client_apis')).toBe(false);
    expect(isServerPath('/devices')).toBe(false);
    expect(isServerPath('/dev/mail')).toBe(true);
    // A media link opened in a tab is the file, not the app's catch-all page.
    expect(isServerPath('/fm/media/abc/large')).toBe(true);
  });

  it('gives the service worker patterns that agree with the server on every sample', () => {
    const patterns = serverPathPatterns();
    expect(patterns).toHaveLength(SERVER_PATH_PREFIXES.length);
    for (const path of SAMPLES) {
      expect([path, patterns.some((pattern) => pattern.test(path))]).toEqual([
        path,
        isServerPath(path),
      ]);
    }
  });
});
