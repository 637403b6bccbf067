/**
 * Sending e-mail: nodemailer's SMTP transport, from the operator's `--smtp smtp://user:pass@host:port`
 * (or `smtps://` for TLS from the first byte). One transport per server; nodemailer opens a
 * connection per message, so a dead SMTP server costs a failed send, never a stuck one.
 */
import { BoardhallError } from '@boardhall/engine';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (List-Unsubscribe…). */
  headers?: Record<string, string>;
}

/** Something that sends e-mail: the Mailer, over SMTP. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailerOptions {
  /** `smtp://user:pass@host:port` or `smtps://…`. */
  smtpUrl: string;
  /** The From header, e.g. `Boardhall <noreply@example.org>`. */
  from: string;
}

/** Milliseconds nodemailer waits to connect, for the greeting, and with nothing said, before it gives up. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** An address, bare or with a display name: `noreply@example.org` or `Boardhall <noreply@example.org>`. */
const FROM_PATTERN = /^(?:[^<>\r\n"]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/;

/** `--smtp`: an smtp:// or smtps:// URL with a host; a clear `bad-smtp-url` otherwise. */
export function parseSmtpUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new BoardhallError(
      'bad-smtp-url',
      `--smtp takes an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587; got '${redactSmtpUrl(text)}'.`,
    );
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new BoardhallError(
      'bad-smtp-url',
      `--smtp takes an smtp:// or smtps:// URL with a host, e.g. smtp://mail.example.org:587; got '${redactSmtpUrl(text)}'.`,
    );
  }
  return url;
}

/** `--mail-from`: one address, with or without a display name; a clear `bad-mail-from` otherwise. */
export function parseMailFrom(text: string): string {
  const trimmed = text.trim();
  if (!FROM_PATTERN.test(trimmed)) {
    throw new BoardhallError(
      'bad-mail-from',
      `--mail-from takes one address, e.g. "Boardhall <noreply@example.org>"; got '${text}'.`,
    );
  }
  return trimmed;
}

/** The URL without its password, for messages and logs. */
export function redactSmtpUrl(text: string): string {
  return text.replace(/^([a-z]+:\/\/[^:/@]*:)[^@]*@/i, '$1[redacted]@');
}

export class Mailer implements MailSender {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: MailerOptions) {
    parseSmtpUrl(options.smtpUrl);
    this.from = parseMailFrom(options.from);
    // The URL's settings (host, port, user, TLS) win; the timeouts apply where it names none.
    this.transport = nodemailer.createTransport({ url: options.smtpUrl, ...TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}
