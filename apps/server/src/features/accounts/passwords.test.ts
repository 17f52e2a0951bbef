import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, meetsOwaspMinimum } from '../../config.ts';
import { createTestApp } from '@oja/testing/app/test-app';
import { makeUser } from '@oja/testing/factories/factories';
import { createPasswordHasher } from './passwords.ts';

const phcParams = (hash: string) => {
  const match = /^\$argon2id\$v=19\$m=(\d+),p=(\d+),t=(\d+)\$/.exec(hash);
  if (!match) throw new Error(`Not an Argon2id PHC string: ${hash}`);
  return { memoryKib: Number(match[1]), parallelism: Number(match[2]), iterations: Number(match[3]) };
};

describe('password hashing', () => {
  it('defaults to Argon2id at OWASP’s parameters (19 MiB, 2 iterations, parallelism 1), stored in the hash', async () => {
    const defaults = loadConfig({}).passwordHashing;
    expect(defaults).toEqual({ memoryKib: 19_456, iterations: 2, parallelism: 1 });
    expect(meetsOwaspMinimum(defaults)).toBe(true);
    const hash = await createPasswordHasher(defaults).hash('correct horse battery');
    expect(phcParams(hash)).toEqual(defaults);
  });

  it('judges settings against every OWASP pair, and refuses weak ones outside tests', () => {
    expect(meetsOwaspMinimum({ memoryKib: 47_104, iterations: 1, parallelism: 1 })).toBe(true);
    expect(meetsOwaspMinimum({ memoryKib: 7_168, iterations: 5, parallelism: 1 })).toBe(true);
    expect(meetsOwaspMinimum({ memoryKib: 19_455, iterations: 2, parallelism: 1 })).toBe(false);
    expect(meetsOwaspMinimum({ memoryKib: 19_456, iterations: 1, parallelism: 1 })).toBe(false);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashing.memoryKib).toBe(1024);
  });

  it('verifies a hash made with other parameters, reading them from the hash itself', async () => {
    const strong = createPasswordHasher({ memoryKib: 19_456, iterations: 2, parallelism: 1 });
    const cheap = createPasswordHasher({ memoryKib: 1024, iterations: 1, parallelism: 1 });
    const oldHash = await cheap.hash('it is me');
    expect(await strong.verify(oldHash, 'it is me')).toBe(true);
    expect(await strong.verify(oldHash, 'it is not me')).toBe(false);
    expect(strong.needsRehash(oldHash)).toBe(true);
    expect(strong.needsRehash(await strong.hash('x'))).toBe(false);
  });

  it('treats anything that is not a hash (like the seed reviewers’ "!") as no match, without throwing', async () => {
    const hasher = createPasswordHasher({ memoryKib: 1024, iterations: 1, parallelism: 1 });
    for (const hash of ['!', '', '$argon2id$garbage', '$2b$10$abcdefghijklmnopqrstuv']) {
      expect(await hasher.verify(hash, '!')).toBe(false);
    }
  });

  it('upgrades an older hash to the current parameters at the next sign-in', async () => {
    const { app, db } = await createTestApp({ PASSWORD_HASH_MEMORY_KIB: '2048', PASSWORD_HASH_ITERATIONS: '2' });
    const user = await makeUser(db); // hashed by the factory at 1024 KiB, 1 iteration
    expect(phcParams(user.password_hash)).toMatchObject({ memoryKib: 1024, iterations: 1 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(phcParams(row.password_hash)).toMatchObject({ memoryKib: 2048, iterations: 2 });
    const again = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: user.email, password: user.password },
    });
    expect(again.statusCode).toBe(200);
  });
});
