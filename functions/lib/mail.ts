/**
 * The one mail port. In the embedded default (MAIL_OUTBOX_DIR set) each message is written as a JSON file
 * under the outbox and its link printed, so a person trying it locally can follow it. In AWS the transport is Amazon
 * SES (MAIL_FROM, a verified identity); with neither, sending refuses with 503 rather than pretend a mail went out.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { newId } from './ids';
import { serviceUnavailable } from './errors';
import { config } from './config';
import { logger } from './logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (invitation, password reset). */
  link: string;
}

export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export function outboxTransport(dir: string): MailTransport {
  return {
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      // Time-ordered ids keep the outbox listing in sending order.
      writeFileSync(join(dir, `${newId()}.json`), JSON.stringify({ ...mail, sentAt: new Date().toISOString() }, null, 2));
      console.log(`[mail] to ${mail.to}: ${mail.link}`);
    },
  };
}

let transport: MailTransport | undefined;

/** Tests may swap the transport (a recorder); the default is chosen from the environment on first use. */
export function setMailTransport(next: MailTransport | undefined): void {
  transport = next;
}

export function sesTransport(from: string): MailTransport {
  const client = new SESv2Client({});
  return {
    async send(mail) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [mail.to] },
          Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
        }),
      );
    },
  };
}

function defaultTransport(): MailTransport {
  const dir = config.mail.outboxDir;
  if (dir) return outboxTransport(dir);
  if (config.mail.from) return sesTransport(config.mail.from);
  return {
    async send() {
      logger.error('No mail transport: set MAIL_OUTBOX_DIR or MAIL_FROM');
      throw serviceUnavailable();
    },
  };
}

export async function sendMail(mail: Mail): Promise<void> {
  transport ??= defaultTransport();
  await transport.send(mail);
}

/** Absolute links to the site: APP_URL is the gateway locally and the CloudFront domain in AWS. */
export function appLink(path: string): string {
  return `${config.appUrl}${path}`;
}
