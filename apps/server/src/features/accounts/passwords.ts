import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import type { PasswordHashing } from '../../config.ts';

/**
 * Argon2id password hashes as PHC strings ($argon2id$v=19$m=…,t=…,p=…$salt$hash): the parameters
 * travel with each hash, so a hash made under older settings still verifies and is upgraded at the
 * next sign-in.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for anything that is not a valid hash (e.g. "!"). */
  verify(hash: string, password: string): Promise<boolean>;
  needsRehash(hash: string): boolean;
  /** Spends the same time as a real check, for e-mails that have no account. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(params: PasswordHashing): PasswordHasher {
  const options: argon2.HashOptions = {
    type: argon2.argon2id,
    memoryCost: params.memoryKib,
    timeCost: params.iterations,
    parallelism: params.parallelism,
  };
  let dummy: Promise<string> | undefined;

  const verify = async (hash: string, password: string) => {
    if (!hash.startsWith('$argon2')) return false;
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  };

  return {
    hash: (password) => argon2.hash(password, options),
    verify,
    needsRehash: (hash) => hash.startsWith('$argon2') && argon2.needsRehash(hash, options),
    async verifyDummy(password) {
      dummy ??= argon2.hash(randomBytes(16).toString('hex'), options);
      await verify(await dummy, password);
    },
  };
}
