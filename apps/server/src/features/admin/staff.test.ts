import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp, testPasswordHashing } from '@oja/testing/app/test-app';
import { makeUser } from '@oja/testing/factories/factories';
import { rootDir } from '../../config.ts';

const { app, db, database } = await createTestApp();
const run = promisify(execFile);

/** The real command, as `npm run staff -- …` runs it, against this file's database. */
async function staffCommand(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/features/admin/staff-cli.ts', ...args],
      {
        cwd: rootDir,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          ...testPasswordHashing,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });

describe('npm run staff', () => {
  it('creates a staff member with a generated password, printed once, that signs in as staff and must set up two-step sign-in', async () => {
    const out = await staffCommand('--email', 'Chief@Oja.example', '--first-name', 'Ngozi', '--last-name', 'Eze');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Created staff member chief@oja\.example \(Ngozi Eze, user \d+\)\./);
    const password = /Password \(shown once, not stored in clear\): (\S+)/.exec(out.stdout)![1]!;
    expect(password).toHaveLength(16);
    const row = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'chief@oja.example')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('staff');
    expect(row.password_hash).not.toContain(password);
    const login = await signIn('chief@oja.example', password);
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'staff', two_factor_setup_required: true });
    // The back office waits for the second factor (docs/decisions/0020-account-security.md).
    const dashboard = await app.inject({
      url: '/api/admin/dashboard/',
      headers: { authorization: `Bearer ${login.json().access}` },
    });
    expect(dashboard.statusCode).toBe(403);
    expect(dashboard.json().code).toBe('second_factor_setup_required');
  });

  it('promotes an existing customer (keeping the password unless one is given), and says when nothing changed', async () => {
    const customer = await makeUser(db, { email: 'tunde@example.com', password: 'customer-pass' });
    const promoted = await staffCommand('--email', 'tunde@example.com');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toContain(
      `Promoted tunde@example.com (${customer.first_name} ${customer.last_name}, user ${customer.id}) from customer to staff.`,
    );
    expect(promoted.stdout).not.toContain('Password');
    expect((await signIn('tunde@example.com', 'customer-pass')).json().user.role).toBe('staff');

    const again = await staffCommand('--email', 'tunde@example.com', '--password', 'a-new-pass-123');
    expect(again.stdout).toContain('is already staff; the role is unchanged.');
    expect(again.stdout).toContain('The password was set to the one given.');
    expect((await signIn('tunde@example.com', 'a-new-pass-123')).statusCode).toBe(200);
  });

  it('explains bad input and exits with status 1, changing nothing', async () => {
    const before = await db.selectFrom('users').select('id').execute();
    const missing = await staffCommand();
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Error: --email is required.');
    expect(missing.stderr).toContain('Usage: npm run staff');
    const bad = await staffCommand('--email', 'not-an-address');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Error: email: Enter a valid e-mail address');
    const short = await staffCommand('--email', 'new@example.com', '--password', 'short');
    expect(short.stderr).toContain('password: Use at least 8 characters');
    const unknown = await staffCommand('--email', 'new@example.com', '--admin');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/Unknown option '--admin'/);
    expect(await db.selectFrom('users').select('id').execute()).toEqual(before);
  });
});
