/**
 * An account's e-mail address and its turn e-mails: setting an address sends a one-time
 * confirmation link; only a confirmed address may get turn e-mails; an unsubscribe link (no
 * session needed) turns them off. Every refusal has a code and a sentence, and changes nothing.
 *
 * Mail bombing a stranger's address is prevented twice: nothing but the confirmation is ever sent
 * to an unconfirmed address, and confirmations are limited per account and per recipient
 * (counted in the database, so across nodes), besides the route's limit per client address.
 */
import type { AccountEmail, Language } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import { hashToken, newToken } from '../service/tokens.ts';
import type { AccountRow, AccountStore } from '../storage/account-types.ts';
import type { MailStore, MailTokenPurpose, MailTokenRow } from '../storage/mail-types.ts';
import type { MailLinks } from './links.ts';
import type { MailSender } from './mailer.ts';
import { confirmationMail } from './texts.ts';

/** A confirmation link works once, this long. */
export const CONFIRM_LINK_MS = 24 * 3_600_000;
/** Confirmations sent per account, and to one address from all accounts, in an hour. */
export const CONFIRMATIONS_PER_ACCOUNT = 5;
export const CONFIRMATIONS_PER_ADDRESS = 3;
const CONFIRMATION_WINDOW_MS = 3_600_000;

/** What e-mail sends, when the server has an SMTP server (`--smtp`). */
export interface MailSetup {
  sender: MailSender;
  links: MailLinks;
}

export function mailNotConfigured(): ServiceError {
  return new ServiceError(
    'mail-not-configured',
    'This server sends no e-mail: its operator has not configured an SMTP server (serve --smtp).',
    501,
  );
}

export function badMailToken(): ServiceError {
  return new ServiceError(
    'bad-mail-token',
    'This link is unknown, has been used already, or has expired; nothing was changed.',
    400,
  );
}

/** An address as stored: its domain in lower case (the part before `@` may be case-sensitive). */
export function normaliseEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

/** Who a token is for, as a page needs it. */
export interface TokenHolder {
  token: MailTokenRow;
  language: Language;
}

export class EmailSettings {
  constructor(
    private readonly accounts: AccountStore,
    private readonly mail: MailStore,
    /** Null: the server has no SMTP server, and the e-mail endpoints say so. */
    private readonly setup: MailSetup | null,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get configured(): boolean {
    return this.setup !== null;
  }

  /** The account's address and choice, as GET /api/account and the export show them. */
  async view(accountId: string): Promise<{ email: AccountEmail | null; turnEmails: boolean }> {
    const row = await this.mail.emailOf(accountId);
    return {
      email: row ? { address: row.email, confirmed: row.confirmed } : null,
      turnEmails: row?.turnEmails ?? false,
    };
  }

  /** A new address: a confirmation e-mail with a one-time link goes to it; until then it gets nothing else. */
  async setAddress(account: AccountRow, typed: string): Promise<void> {
    const setup = this.requireSetup();
    const email = normaliseEmail(typed);
    const t = this.now();
    const [perAccount = 0, perAddress = 0] = await this.accounts.recordFailure(
      [`mail-confirm:account:${account.id}`, `mail-confirm:to:${hashToken(email.toLowerCase())}`],
      t,
      CONFIRMATION_WINDOW_MS,
    );
    if (perAccount > CONFIRMATIONS_PER_ACCOUNT || perAddress > CONFIRMATIONS_PER_ADDRESS) {
      throw new ServiceError(
        'too-many-emails',
        'Too many confirmation e-mails were asked for this account or this address in the last hour; try again later.',
        429,
        Math.ceil(CONFIRMATION_WINDOW_MS / 1000),
      );
    }
    const token = newToken();
    const { subject, text } = confirmationMail(account.language, account.name, setup.links.confirm(token));
    // Sent first: when the SMTP server refuses, the account keeps the address it had.
    try {
      await setup.sender.send({ to: email, subject, text });
    } catch {
      throw new ServiceError(
        'mail-not-sent',
        'The confirmation e-mail could not be sent; your address was not changed. Try again later.',
        502,
      );
    }
    await this.mail.setEmail(account.id, email, t);
    await this.mail.saveToken({
      hash: hashToken(token),
      accountId: account.id,
      purpose: 'confirm',
      email,
      expiresAt: t + CONFIRM_LINK_MS,
    });
  }

  /** The confirmation link: confirms the address it was sent to, once. */
  async confirm(token: string): Promise<TokenHolder> {
    const holder = await this.holderOf(token, 'confirm', true);
    if (!(await this.mail.confirmEmail(holder.token.accountId, holder.token.email, this.now()))) throw badMailToken();
    return holder;
  }

  /** Whose unsubscribe link this is (for its page), leaving it valid. */
  async unsubscribeHolder(token: string): Promise<TokenHolder> {
    return this.holderOf(token, 'unsubscribe', false);
  }

  /** One click: no more turn e-mails. The link stays valid (a second click does no harm). */
  async unsubscribe(token: string): Promise<TokenHolder> {
    const holder = await this.holderOf(token, 'unsubscribe', false);
    await this.mail.setTurnEmails(holder.token.accountId, false, this.now());
    return holder;
  }

  /** Refuses a change of the turn e-mails that cannot be made, before anything of the request changes. */
  async assertTurnEmails(account: AccountRow, on: boolean): Promise<void> {
    if (!on) return;
    this.requireSetup();
    const row = await this.mail.emailOf(account.id);
    if (!row?.confirmed) {
      throw new ServiceError(
        'no-confirmed-email',
        'Turn e-mails need a confirmed address: set one (PUT /api/account/email) and open the link sent to it first.',
        409,
      );
    }
  }

  async setTurnEmails(account: AccountRow, on: boolean): Promise<void> {
    await this.assertTurnEmails(account, on);
    await this.mail.setTurnEmails(account.id, on, this.now());
  }

  private requireSetup(): MailSetup {
    if (!this.setup) throw mailNotConfigured();
    return this.setup;
  }

  private async holderOf(token: string, purpose: MailTokenPurpose, take: boolean): Promise<TokenHolder> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw badMailToken();
    const hash = hashToken(token);
    const t = this.now();
    const row = take ? await this.mail.takeToken(hash, purpose, t) : await this.mail.findToken(hash, purpose, t);
    if (!row) throw badMailToken();
    const account = await this.accounts.accountById(row.accountId);
    if (!account) throw badMailToken();
    return { token: row, language: account.language };
  }
}
