import { describe, expect, it } from '@jest/globals';
import { isApiPath } from './frontend.js';

describe('which paths belong to the API', () => {
  it('keeps API paths for the API and the auditor console for the app', () => {
    expect(isApiPath('/audit/events')).toBe(true);
    expect(isApiPath('/audit')).toBe(true);
    expect(isApiPath('/client_api/user')).toBe(true);
    expect(isApiPath('/audit/console')).toBe(false);
    expect(isApiPath('/audit/console/streams/tips-a-b')).toBe(false);
    expect(isApiPath('/audit/consoles')).toBe(true);
    expect(isApiPath('/my_customers')).toBe(false);
  });
});
