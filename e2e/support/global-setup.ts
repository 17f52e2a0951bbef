import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startFakeTermii } from '@oja/testing/fakes/fake-termii';
import { mailDir } from './mailbox';
import { smsDir } from './sms-inbox';

/**
 * Starts a local SMTP server for the journeys (port E2E_SMTP_PORT, set by playwright.config.ts)
 * and stores each delivered message as JSON in the mailbox directory. The shop under test sends
 * through it with nodemailer exactly as it would send through a real mail provider.
 */
export default async function globalSetup() {
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.mkdirSync(mailDir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          const groups = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
          const record = {
            to: groups.flatMap((g) => g.value.map((a) => a.address ?? '')),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          };
          const name = `${Date.now()}-${String(++count).padStart(4, '0')}.json`;
          // Written aside and renamed, so a reader never sees half a message.
          fs.writeFileSync(path.join(mailDir, `${name}.tmp`), JSON.stringify(record));
          fs.renameSync(path.join(mailDir, `${name}.tmp`), path.join(mailDir, name));
          done();
        })
        .catch(done);
    },
  });
  const port = Number(process.env.E2E_SMTP_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const sms = await startTermii();
  return async () => {
    await sms();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** A local Termii (port E2E_SMS_PORT): each text it accepts is written to the SMS inbox directory. */
async function startTermii() {
  fs.rmSync(smsDir, { recursive: true, force: true });
  fs.mkdirSync(smsDir, { recursive: true });
  let written = 0;
  // Each text the fake accepts is written as it arrives (renamed into place, so a reader never
  // sees half a file).
  const termii = await startFakeTermii('e2e-termii-key', Number(process.env.E2E_SMS_PORT), ({ to, sms }) => {
    const name = `${Date.now()}-${String(++written).padStart(4, '0')}.json`;
    fs.writeFileSync(path.join(smsDir, `${name}.tmp`), JSON.stringify({ to, sms }));
    fs.renameSync(path.join(smsDir, `${name}.tmp`), path.join(smsDir, name));
  });
  return async () => {
    await termii.close();
  };
}
