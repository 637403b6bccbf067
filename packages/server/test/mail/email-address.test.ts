/**
 * An account's e-mail address (issue #34), on the store under test, against a real SMTP server:
 * the confirmation link works once and only for the address it was sent to; turn e-mails need a
 * confirmed address; every bad request is refused with a code and a sentence and changes nothing;
 * confirmations to one address are limited; the export shows the address and deleting the
 * account deletes it. Without an SMTP server, the e-mail requests say so.
 */
import type { AccountExport, AccountResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/index.ts';
import { TestBrowser } from '../accounts/browser.ts';
import { startTestServer, tempDir } from '../helpers.ts';
import { accountIdOf, freePort, linkIn, type MailServer, rowsOf, startMailServer } from './mail-server.ts';
import { SmtpSink } from './smtp-sink.ts';

let sink: SmtpSink;
let server: MailServer;
const data = tempDir('boardhall-mail-');
beforeAll(async () => {
  sink = await SmtpSink.start();
  server = await startMailServer(data.dir, await freePort(), sink.url);
});
afterAll(async () => {
  await server.app.close();
  await sink.close();
  data.remove();
});

type ErrorBody = { error: { code: string; message: string } };
const refusal = (r: { status: number; body: unknown }) => ({
  status: r.status,
  code: (r.body as ErrorBody | null)?.error?.code,
});

let clients = 0;
/** A signed-up browser from an address of its own (the per-address limits stay out of the way). */
async function signedUp(prefix: string): Promise<{ b: TestBrowser; name: string }> {
  const b = new TestBrowser(server.base, server.base, `10.2.0.${++clients}`);
  const name = `${prefix}${Math.floor(Math.random() * 1e6)}`;
  expect((await b.signUp(name, 'a long password')).status).toBe(201);
  return { b, name };
}

const emailOf = async (b: TestBrowser) => {
  const { email, turnEmails } = (await b.request<AccountResponse>('GET', '/api/account')).body;
  return { email, turnEmails };
};

describe('the e-mail address', () => {
  it('is confirmed once, by the link sent to it, and only while it is still the address', async () => {
    const { b } = await signedUp('Iryna');
    expect((await b.request('PUT', '/api/account/email', { email: 'iryna@example.org' })).status).toBe(202);
    const [first] = await sink.waitFor('iryna@example.org', 1);
    const firstLink = linkIn(first?.parsed.text, `${server.base}/api/mail/confirm?token=`);
    // Turn e-mails before the address is confirmed: refused, nothing changed (not the name either).
    const early = await b.request('PATCH', '/api/account', { turnEmails: true, name: 'Renamed' });
    expect(refusal(early)).toEqual({ status: 409, code: 'no-confirmed-email' });
    expect((early.body as ErrorBody).error.message).toMatch(/confirmed address/);
    expect((await b.request<AccountResponse>('GET', '/api/account')).body.name).not.toBe('Renamed');

    // Another address since: the first link confirms nothing.
    expect((await b.request('PUT', '/api/account/email', { email: 'iryna.new@example.org' })).status).toBe(202);
    const stale = await fetch(firstLink);
    expect(stale.status).toBe(400);
    expect(await stale.text()).toContain('bad-mail-token');
    expect(await emailOf(b)).toEqual({
      email: { address: 'iryna.new@example.org', confirmed: false },
      turnEmails: false,
    });

    const [second] = await sink.waitFor('iryna.new@example.org', 1);
    const link = linkIn(second?.parsed.text, `${server.base}/api/mail/confirm?token=`);
    expect((await fetch(link)).status).toBe(200);
    expect(await emailOf(b)).toEqual({
      email: { address: 'iryna.new@example.org', confirmed: true },
      turnEmails: false,
    });
    // A confirmation link works once.
    const again = await fetch(link, { headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(again.status).toBe(400);
    const againPage = await again.text();
    expect(againPage).toContain('Ссылка не действует');
    expect(againPage).toContain('bad-mail-token');

    expect((await b.request('PATCH', '/api/account', { turnEmails: true })).status).toBe(200);
    expect((await emailOf(b)).turnEmails).toBe(true);
    // A new address is unconfirmed again, and turn e-mails stop until it is.
    expect((await b.request('PUT', '/api/account/email', { email: 'iryna@example.net' })).status).toBe(202);
    expect(await emailOf(b)).toEqual({ email: { address: 'iryna@example.net', confirmed: false }, turnEmails: false });
  });

  it('refuses bad requests with a code and a sentence, changing nothing', async () => {
    const { b } = await signedUp('Petro');
    const before = sink.received.length;
    for (const [body, code] of [
      [{ email: 'not an address' }, 'bad-email'],
      [{ email: 'petro@' }, 'bad-email'],
      [{ email: 'petro@example.org\r\nBcc: victim@example.org' }, 'bad-email'],
      [{ email: `${'p'.repeat(250)}@example.org` }, 'bad-email'],
      [{ email: 'petro@example.org', extra: 1 }, 'bad-request'],
      [{}, 'bad-request'],
    ] as const) {
      const r = await b.request('PUT', '/api/account/email', body);
      expect(refusal(r), JSON.stringify(body)).toEqual({ status: 400, code });
      expect((r.body as ErrorBody).error.message.length).toBeGreaterThan(10);
    }
    expect(
      refusal(await new TestBrowser(server.base).request('PUT', '/api/account/email', { email: 'a@b.org' })),
    ).toEqual({ status: 401, code: 'not-signed-in' });
    const forged = new TestBrowser(server.base, 'https://evil.example', b.from);
    forged.cookie = b.cookie;
    expect(refusal(await forged.request('PUT', '/api/account/email', { email: 'petro@example.org' }))).toEqual({
      status: 403,
      code: 'bad-origin',
    });
    expect(refusal(await b.request('PATCH', '/api/account', { turnEmails: 'yes' }))).toEqual({
      status: 400,
      code: 'bad-request',
    });
    expect(await emailOf(b)).toEqual({ email: null, turnEmails: false });
    expect(sink.received.length).toBe(before);

    // Links that are no links: each a page with the code, in the browser's language.
    for (const path of [
      '/api/mail/confirm',
      '/api/mail/confirm?token=short',
      `/api/mail/confirm?token=${'A'.repeat(43)}`,
      `/api/mail/unsubscribe?token=${'B'.repeat(43)}`,
    ]) {
      const r = await fetch(server.base + path, { headers: { 'accept-language': 'uk' } });
      expect(r.status, path).toBe(400);
      const text = await r.text();
      expect(text).toContain('Посилання не діє');
      expect(text).toContain('bad-mail-token');
    }
    const post = await fetch(`${server.base}/api/mail/unsubscribe?token=${'C'.repeat(43)}`, { method: 'POST' });
    expect(post.status).toBe(400);
    expect(await post.text()).toContain('This link does not work');
  });

  it('sends at most 3 confirmations to one address in an hour, whoever asks', async () => {
    const victim = 'stranger@example.org';
    for (let i = 0; i < 3; i++) {
      const { b } = await signedUp('Asker');
      expect((await b.request('PUT', '/api/account/email', { email: victim })).status).toBe(202);
    }
    const { b } = await signedUp('Asker');
    const fourth = await b.request('PUT', '/api/account/email', { email: victim });
    expect(refusal(fourth)).toEqual({ status: 429, code: 'too-many-emails' });
    expect(await emailOf(b)).toEqual({ email: null, turnEmails: false });
    await sink.waitFor(victim, 3);
    expect(sink.to(victim)).toHaveLength(3);
  });

  it('is in the account’s export, and deleting the account deletes it with its links and records', async () => {
    const { b, name } = await signedUp('Leaving');
    await b.request('PUT', '/api/account/email', { email: 'leaving@example.org' });
    const [mail] = await sink.waitFor('leaving@example.org', 1);
    await fetch(linkIn(mail?.parsed.text, `${server.base}/api/mail/confirm?token=`));
    await b.request('PATCH', '/api/account', { turnEmails: true });
    const exported = (await b.request<AccountExport>('GET', '/api/account/export')).body;
    expect(exported.account).toMatchObject({
      email: { address: 'leaving@example.org', confirmed: true },
      turnEmails: true,
    });
    // A second address change leaves a live confirmation token behind, to be deleted too.
    await b.request('PUT', '/api/account/email', { email: 'leaving2@example.org' });
    const id = await accountIdOf(data.dir, name);
    expect(await rowsOf(data.dir, 'account_emails', id)).toBe(1);
    expect(await rowsOf(data.dir, 'mail_tokens', id)).toBe(1);
    expect((await b.request('DELETE', '/api/account', { confirm: name })).status).toBe(204);
    expect(await rowsOf(data.dir, 'account_emails', id)).toBe(0);
    expect(await rowsOf(data.dir, 'mail_tokens', id)).toBe(0);
  });
});

describe('a server without an SMTP server', () => {
  it('answers mail-not-configured, and shows no e-mail to offer', async () => {
    const plain = await startTestServer();
    try {
      const b = new TestBrowser(plain.base);
      await b.signUp(`Plain${Math.floor(Math.random() * 1e6)}`, 'a long password');
      const put = await b.request('PUT', '/api/account/email', { email: 'plain@example.org' });
      expect(refusal(put)).toEqual({ status: 501, code: 'mail-not-configured' });
      expect((put.body as ErrorBody).error.message).toMatch(/SMTP/);
      expect(refusal(await b.request('PATCH', '/api/account', { turnEmails: true }))).toEqual({
        status: 501,
        code: 'mail-not-configured',
      });
      expect((await b.request<AccountResponse>('GET', '/api/account')).body).toMatchObject({
        email: null,
        turnEmails: false,
        emailAvailable: false,
      });
    } finally {
      await plain.close();
    }
  });

  it('refuses to start with a bad SMTP URL, a bad From, or e-mail without a public URL', async () => {
    const dir = tempDir();
    try {
      for (const [options, code] of [
        [{ mail: { smtpUrl: 'smtp://127.0.0.1:25' } }, 'mail-needs-public-url'],
        [{ publicUrl: 'https://play.example.org', mail: { smtpUrl: 'http://mail.example.org' } }, 'bad-smtp-url'],
        [{ publicUrl: 'https://play.example.org', mail: { smtpUrl: 'smtp://h', from: 'nobody' } }, 'bad-mail-from'],
      ] as const) {
        await expect(createServer({ dataDir: dir.dir, logger: false, ...options })).rejects.toMatchObject({ code });
      }
    } finally {
      dir.remove();
    }
  });
});
