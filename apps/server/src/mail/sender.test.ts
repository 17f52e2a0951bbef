import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/connection.ts';
import { createTestDatabase } from '@oja/testing/databases/test-database';
import { startTestSmtpServer } from '@oja/testing/fakes/smtp-server';
import { backoffMs, deliverDueMail, enqueueMail, logTransport, maxAttempts, smtpTransport } from './index.ts';
import { demoMailNote } from './transports.ts';

const database = await createTestDatabase();
const { db } = database;
const smtp = await startTestSmtpServer();
const transport = smtpTransport(smtp.url);
afterAll(async () => {
  transport.close();
  await smtp.close();
  await database.drop();
});

const from = 'Oja <shop@oja.test>';
const row = (id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the mail sender', () => {
  it('delivers secret links and codes whole, then keeps only redacted bodies (review N6)', async () => {
    const token = 'N5mDDvAPWU5bYnjvxOh9vcjsjiPobmk8F_OODC4VZGI';
    const { id } = await enqueueMail(db, {
      to: 'secret@example.com',
      subject: 'Verify',
      text: `Open https://oja.test/verify-email/${token} or https://oja.test/reset-password/${token}`,
      html: `<a href="https://oja.test/verify-email/${token}">verify</a> Your Oja code is 063014.`,
    });
    await deliverDueMail(db, transport, { from });
    expect((await smtp.messageTo('secret@example.com')).text).toContain(token);
    const kept = await row(id);
    expect(kept.status).toBe('sent');
    expect(`${kept.text_body} ${kept.html_body}`).not.toContain(token);
    expect(kept.html_body).not.toContain('063014');
    expect(kept.text_body).toContain('/verify-email/[redacted]');
  });

  it('delivers a due message over SMTP (with authentication) and marks it sent', async () => {
    const { id } = await enqueueMail(db, {
      to: 'amaka@example.com',
      subject: 'Hello',
      text: 'Plain body with a link https://oja.test/x',
      html: '<p>HTML body</p>',
    });
    const report = await deliverDueMail(db, transport, { from });
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    const mail = await smtp.messageTo('amaka@example.com');
    expect(mail.subject).toBe('Hello');
    expect(mail.from?.value).toEqual([{ name: 'Oja', address: 'shop@oja.test' }]);
    expect(mail.text).toContain('https://oja.test/x');
    expect(mail.html).toContain('<p>HTML body</p>');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: expect.any(Number) });
    // Nothing is sent twice.
    expect(await deliverDueMail(db, transport, { from })).toMatchObject({ sent: 0 });
  });

  it('leaves messages that are not due yet', async () => {
    const { id } = await enqueueMail(db, { to: 'later@example.com', subject: 'Later', text: 'x' }, Date.now() + 60_000);
    await deliverDueMail(db, transport, { from });
    expect((await row(id)).status).toBe('pending');
    await db.deleteFrom('outbox').where('id', '=', id).execute();
  });

  it('retries with growing delays when the server cannot be reached, then gives up and marks it failed', async () => {
    const down = smtpTransport('smtp://127.0.0.1:1'); // nothing listens on port 1
    const { id } = await enqueueMail(db, { to: 'retry@example.com', subject: 'Retry', text: 'x' });
    let now = Date.now();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const report = await deliverDueMail(db, down, { from, now });
      const after = await row(id);
      expect(after.attempts).toBe(attempt);
      expect(after.last_error).toBeTruthy();
      if (attempt < maxAttempts) {
        expect(report.retrying).toBe(1);
        expect(after).toMatchObject({ status: 'pending', next_attempt_at: now + backoffMs(attempt) });
        // Not before its time…
        expect((await deliverDueMail(db, down, { from, now: now + backoffMs(attempt) - 1 })).retrying).toBe(0);
        now += backoffMs(attempt);
      } else {
        expect(report.failed).toBe(1);
        expect(after.status).toBe('failed');
      }
    }
    expect(backoffMs(1)).toBe(30_000);
    expect(backoffMs(2)).toBe(60_000);
    expect(backoffMs(20)).toBe(3_600_000);
    down.close();
  });

  it('sends each message once when two processes run the sender at the same time', async () => {
    // A second connection pool stands in for a second process (on SQLite: a second connection).
    const second = openDatabase(
      database.dialect === 'postgres'
        ? { dialect: 'postgres', url: database.url, poolSize: 5 }
        : { dialect: 'sqlite', file: database.url.replace(/^sqlite:/, '') },
    );
    const before = smtp.received.length;
    for (let i = 0; i < 10; i++) await enqueueMail(db, { to: `many${i}@example.com`, subject: `N${i}`, text: 'x' });
    const reports = await Promise.all([
      deliverDueMail(db, transport, { from }),
      deliverDueMail(second.db, transport, { from }),
      deliverDueMail(db, transport, { from }),
    ]);
    await second.destroy();
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(10);
    expect(smtp.received.length - before).toBe(10);
    const subjects = smtp.received.slice(before).map((m) => m.subject);
    expect(new Set(subjects).size).toBe(10);
  });

  it('writes the message to the log when no SMTP server is configured, secret links only in development', async () => {
    const text = [
      'Open https://oja.test/r/abc',
      'Reset: https://oja.test/reset-password/s3cr3tT0ken',
      'Verify: https://oja.test/verify-email/v3rifyT0ken.',
      'Check: https://oja.test/api/password-reset/?token=qu3ryT0ken&x=1',
    ].join('\n');
    const logged = async (withSecrets: boolean, demo = false) => {
      const info = vi.fn();
      const log = { info } as unknown as Parameters<typeof logTransport>[0];
      const { id } = await enqueueMail(db, { to: 'dev@example.com', subject: 'Reset', text });
      await deliverDueMail(db, logTransport(log, { withSecrets, demo }), { from });
      expect(info).toHaveBeenCalledOnce();
      expect((await row(id)).status).toBe('sent');
      return String(info.mock.calls[0]![1]);
    };
    const production = await logged(false);
    expect(production).toContain('https://oja.test/r/abc');
    for (const secret of ['s3cr3tT0ken', 'v3rifyT0ken', 'qu3ryT0ken']) expect(production).not.toContain(secret);
    expect(production).toContain('https://oja.test/reset-password/[redacted]');
    expect(production).toContain('https://oja.test/verify-email/[redacted].');
    expect(production).toContain('?token=[redacted]&x=1');
    expect(await logged(true)).toContain(text);
    expect(production).not.toContain(demoMailNote);
    // The demo (issue 30): the links printed whole for the person running it, marked demo only.
    const demo = await logged(false, true);
    expect(demo).toContain(
      `${demoMailNote}\n  https://oja.test/r/abc\n  https://oja.test/reset-password/s3cr3tT0ken\n  https://oja.test/verify-email/v3rifyT0ken\n`,
    );
  });
});
