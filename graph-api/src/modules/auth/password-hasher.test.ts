import { describe, expect, it } from 'vitest';
import { OWASP_ARGON2_MIN } from './auth.config';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const cheap = new PasswordHasher({ memoryKiB: 1024, iterations: 1 });

  it('makes argon2id hashes that verify the password and nothing else', async () => {
    const hash = await cheap.hash('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await cheap.verify(hash, 'correct horse')).toBe(true);
    expect(await cheap.verify(hash, 'correct horsE')).toBe(false);
  });

  it('uses at least 19 MiB and 2 passes with the production defaults', async () => {
    const hash = await new PasswordHasher(OWASP_ARGON2_MIN).hash('x');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('answers false without a stored hash, after doing the same work', async () => {
    expect(await cheap.verify(null, 'anything')).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password', async () => {
    expect(await cheap.verify('not-a-hash', 'anything')).toBe(false);
  });

  it('tells when a hash was made with another cost', async () => {
    const old = await new PasswordHasher({ memoryKiB: 2048, iterations: 1 }).hash('x');
    expect(cheap.needsRehash(old)).toBe(true);
    expect(cheap.needsRehash(await cheap.hash('x'))).toBe(false);
  });
});
