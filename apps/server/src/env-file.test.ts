import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './env-file.ts';

const names = ['OJA_ENV_FILE_TEST_NEW', 'OJA_ENV_FILE_TEST_SET'];
afterEach(() => names.forEach((n) => delete process.env[n]));

describe('loadEnvFile (the server, db:migrate, db:seed and staff at start)', () => {
  it('adds the variables of the .env file; those already set in the environment win', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-env-'));
    fs.writeFileSync(path.join(dir, '.env'), 'OJA_ENV_FILE_TEST_NEW=from-file\nOJA_ENV_FILE_TEST_SET=from-file\n');
    process.env.OJA_ENV_FILE_TEST_SET = 'from-environment';
    expect(loadEnvFile(dir)).toBe(true);
    expect(process.env.OJA_ENV_FILE_TEST_NEW).toBe('from-file');
    expect(process.env.OJA_ENV_FILE_TEST_SET).toBe('from-environment');
    fs.rmSync(dir, { recursive: true });
  });

  it('does nothing without a file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oja-env-'));
    expect(loadEnvFile(dir)).toBe(false);
    expect(process.env.OJA_ENV_FILE_TEST_NEW).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });
});
