/**
 * A real SMTP server for the tests (the `smtp-server` package), on a free loopback port: it takes
 * every message the server under test sends through nodemailer and parses it with `mailparser`,
 * so the tests read what a mailbox would receive.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  parsed: ParsedMail;
  /** A header's value as sent (unfolded), by its lower-case name. */
  header(name: string): string | undefined;
}

export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private waiters: (() => void)[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
  ) {}

  static async start(): Promise<SmtpSink> {
    let sink: SmtpSink | null = null;
    const server = new SMTPServer({
      // Plain SMTP on loopback, no login: what a local relay offers.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            const to = session.envelope.rcptTo.map((r) => r.address);
            const header = (name: string) =>
              parsed.headerLines
                .find((h) => h.key === name.toLowerCase())
                ?.line.replace(/\r?\n[ \t]+/g, ' ')
                .replace(/^[^:]*:\s*/, '');
            sink?.receive({ to, parsed, header });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sink = new SmtpSink(server, (server.server.address() as AddressInfo).port);
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The messages sent to `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  /** Waits until `address` has received `count` messages (a liveness guard, not a timing check). */
  async waitFor(address: string, count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`${address} received ${this.to(address).length} of ${count} e-mails`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return this.to(address);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private receive(mail: ReceivedMail): void {
    this.received.push(mail);
    for (const wake of this.waiters.splice(0)) wake();
  }
}
