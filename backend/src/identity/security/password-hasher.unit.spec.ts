import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { PasswordHasher } from './password-hasher.js';

describe('password hashing', () => {
  const owasp = new PasswordHasher({ passwordHashing: 'owasp' });
  const fast = new PasswordHasher({ passwordHashing: 'fast' });

  it('stores argon2id hashes with the chosen cost, each verifying under either setting', async () => {
    const strong = await owasp.hash('correct horse battery');
    const cheap = await fast.hash('correct horse battery');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(fast.verify(strong, 'correct horse battery')).resolves.toBe(true);
    await expect(owasp.verify(cheap, 'correct horse battery')).resolves.toBe(true);
    await expect(owasp.verify(strong, 'wrong horse battery')).resolves.toBe(false);
    await expect(owasp.verify(null, 'correct horse battery')).resolves.toBe(false);
    await expect(owasp.verify('not a hash', 'correct horse battery')).resolves.toBe(false);
  });

  it('keeps the strong cost by default and refuses the fast one in production', () => {
    expect(loadConfig({}).passwordHashing).toBe('owasp');
    expect(loadConfig({ PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PASSWORD_HASHING: 'fast',
        DATA_KEY_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/PASSWORD_HASHING: fast is for tests and demo data/);
  });
});
