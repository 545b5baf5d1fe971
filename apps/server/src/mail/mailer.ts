import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Log } from '../log.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Queues a message and returns at once: the caller's response must not wait on (or reveal, by its
   * timing) the delivery. Failures are logged.
   */
  send(message: MailMessage): void;
  /**
   * Sends now and settles with the delivery: rejects when SMTP (or the file) fails. For callers
   * that retry on their own (the delivery queue's e-mails).
   */
  deliver(message: MailMessage): Promise<void>;
  /** Waits for queued messages; called on shutdown. */
  flush(): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/mail/*.eml and logged,
 * so a fresh installation (and the tests) can read password-reset links without a mail server.
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; dataDir: string },
  log: Log,
): Mailer {
  const pending = new Set<Promise<void>>();
  let sequence = 0;
  const mailDir = path.join(options.dataDir, 'mail');
  // nodemailer is loaded with the first message, not at start: most processes never send one.
  let transport: Promise<Transporter> | undefined;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));

  async function deliver(message: MailMessage): Promise<void> {
    const info = await (await transportOf()).sendMail({ from: options.from, ...message });
    if (options.smtpUrl) {
      log.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await fs.mkdir(mailDir, { recursive: true });
    const file = path.join(
      mailDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`,
    );
    // Written aside and renamed: whoever reads the folder never sees half a message.
    const partial = `${file}.part`;
    await fs.writeFile(partial, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
    await fs.rename(partial, file);
    log.info({ to: message.to, subject: message.subject, file }, 'mail written to file (SMTP_URL not set)');
  }

  return {
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => log.error({ err: error, to: message.to }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async deliver(message) {
      const job = deliver(message);
      const tracked = job.catch(() => {}).finally(() => pending.delete(tracked));
      pending.add(tracked);
      await job;
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
