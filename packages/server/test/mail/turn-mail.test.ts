/**
 * Turn e-mails end to end (issue #34), on the store under test, against a real SMTP server: a
 * signed-in player with a confirmed address and turn e-mails on, away from a turn-based table,
 * gets exactly one e-mail when the opponent moves, and none for a further turn within 12 hours,
 * not even from a restarted server; its table link opens the table, and its one-click
 * unsubscribe link turns the e-mails off without a session.
 */
import type { AccountResponse, PublicMatchResponse } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRoute } from '../../../web/src/app/router.ts';
import { TestBrowser } from '../accounts/browser.ts';
import { TestClient, tempDir } from '../helpers.ts';
import {
  accountMoves,
  freePort,
  guestMoves,
  linkIn,
  type MailServer,
  startMailServer,
  turnTable,
} from './mail-server.ts';
import { SmtpSink } from './smtp-sink.ts';

let sink: SmtpSink;
let server: MailServer;
let port: number;
const data = tempDir('boardhall-mail-');
beforeAll(async () => {
  sink = await SmtpSink.start();
  port = await freePort();
  server = await startMailServer(data.dir, port, sink.url);
});
afterAll(async () => {
  await server.app.close();
  await sink.close();
  data.remove();
});

/** Nothing more arrives while the server has time to send it (a check that no second e-mail comes). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('turn e-mails', () => {
  it('sends one e-mail for the turn, with a working table link and one-click unsubscribe, and no second within 12 hours', async () => {
    const address = 'olena@example.org';
    const b = new TestBrowser(server.base, server.base, '10.1.0.1');
    const name = `Olena${Math.floor(Math.random() * 1e6)}`;
    expect((await b.signUp(name, 'a long password')).status).toBe(201);

    // The address, confirmed through the link sent to it (the domain is kept in lower case).
    const set = await b.request('PUT', '/api/account/email', { email: 'olena@Example.ORG' });
    expect(set.status, set.text).toBe(202);
    expect(set.body).toEqual({ email: { address, confirmed: false }, turnEmails: false });
    const [confirmation] = await sink.waitFor(address, 1);
    expect(confirmation?.parsed.subject).toBe('Confirm your e-mail address for Boardhall');
    const confirmLink = linkIn(confirmation?.parsed.text, `${server.base}/api/mail/confirm?token=`);
    const confirmed = await fetch(confirmLink);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('E-mail address confirmed');

    const { matchId, guest, guestToken } = await turnTable(server, b);
    // Turned on while the guest is to move: nothing is sent yet.
    const on = await b.request('PATCH', '/api/account', { turnEmails: true });
    expect(on.status, on.text).toBe(200);
    expect((await b.request<AccountResponse>('GET', '/api/account')).body).toMatchObject({
      email: { address, confirmed: true },
      turnEmails: true,
      emailAvailable: true,
    });

    // The guest moves: the account's player, away, is told once.
    await guestMoves(guest);
    const [, turn] = await sink.waitFor(address, 2);
    await settle();
    expect(sink.to(address)).toHaveLength(2);
    expect(turn?.parsed.subject).toBe('Your turn in Tally');
    expect(turn?.parsed.text).toContain(`Hello, ${name}!`);
    expect(turn?.parsed.from?.value).toEqual([{ name: 'Boardhall', address: 'noreply@example.org' }]);

    // The table link: this server's page, whose route is the match's online table.
    const tableLink = linkIn(turn?.parsed.text, `${server.base}/#/match/`);
    const table = new URL(tableLink);
    expect(parseRoute(table.hash)).toEqual({ name: 'match', id: matchId, join: false, seat: null });
    const page = await fetch(new URL(table.pathname, server.base));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Boardhall</title>');
    const spectated = await fetch(`${server.base}/api/matches/${matchId}`);
    expect(((await spectated.json()) as PublicMatchResponse).status).toBe('playing');

    // RFC 8058: the unsubscribe link in the header is the one in the text, and says one click works.
    const unsubscribeLink = linkIn(turn?.parsed.text, `${server.base}/api/mail/unsubscribe?token=`);
    expect(turn?.header('list-unsubscribe')).toBe(`<${unsubscribeLink}>`);
    expect(turn?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Another turn within 12 hours: no e-mail.
    await accountMoves(server, b, matchId, guest);
    await guestMoves(guest);
    await settle();
    expect(sink.to(address)).toHaveLength(2);

    // A restarted server, its memory empty, sends none for the next turn either: the database remembers.
    await guest.close();
    await server.app.close();
    server = await startMailServer(data.dir, port, sink.url);
    const back = await TestClient.open(server.wsUrl(matchId, guestToken));
    await accountMoves(server, b, matchId, back);
    await guestMoves(back);
    await settle();
    expect(sink.to(address)).toHaveLength(2);
    await back.close();

    // The unsubscribe link's page asks first; its one-click POST needs no session.
    const ask = await fetch(unsubscribeLink);
    expect(ask.status).toBe(200);
    const askPage = await ask.text();
    expect(askPage).toContain('<button type="submit">Unsubscribe</button>');
    expect(ask.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await b.request<AccountResponse>('GET', '/api/account')).body.turnEmails).toBe(true);
    const oneClick = await fetch(unsubscribeLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You will get no more turn e-mails.');
    expect((await b.request<AccountResponse>('GET', '/api/account')).body.turnEmails).toBe(false);
    // A second click does no harm: the page's own button, an empty form (and a post with no body at all).
    const button = await fetch(unsubscribeLink, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(button.status).toBe(200);
    expect((await fetch(unsubscribeLink, { method: 'POST' })).status).toBe(200);
  });

  it('writes in the account’s language', async () => {
    const address = 'taras@example.org';
    const b = new TestBrowser(server.base, server.base, '10.1.0.2');
    const name = `Taras${Math.floor(Math.random() * 1e6)}`;
    await b.signUp(name, 'a long password', 'uk');
    expect((await b.request('PUT', '/api/account/email', { email: address })).status).toBe(202);
    const [confirmation] = await sink.waitFor(address, 1);
    expect(confirmation?.parsed.subject).toBe('Підтвердьте адресу електронної пошти для Boardhall');
    const confirmed = await fetch(linkIn(confirmation?.parsed.text, `${server.base}/api/mail/confirm?token=`));
    expect(await confirmed.text()).toContain('Адресу підтверджено');
    const { guest } = await turnTable(server, b);
    expect((await b.request('PATCH', '/api/account', { turnEmails: true })).status).toBe(200);
    await guestMoves(guest);
    const [, turn] = await sink.waitFor(address, 2);
    expect(turn?.parsed.subject).toBe('Ваш хід у грі «Tally»');
    expect(turn?.parsed.text).toContain(`Вітаємо, ${name}!`);
    await guest.close();
  });
});
