/**
 * The accounts of one server, put together: sessions, sign-in limits, the sign-in ceremonies, the
 * account itself, and what a request's cookie means. The server registers their routes.
 */
import type { GameRegistry } from '@boardhall/engine';
import { EmailSettings, type MailSetup } from '../mail/email-settings.ts';
import { TURN_MAIL_INTERVAL_MS } from '../mail/turn-mails.ts';
import type { AccountStore } from '../storage/account-types.ts';
import type { MailStore } from '../storage/mail-types.ts';
import { type AccountSeats, Accounts } from './account.ts';
import { RequestAuth } from './request-auth.ts';
import { Sessions } from './sessions.ts';
import { SignIn } from './sign-in.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits, SignInThrottle } from './throttle.ts';

export interface AccountsOptions {
  /**
   * Where players reach the site (`serve --public-url https://play.example.org`): its origin is
   * the only one whose pages may use a session, and its host names the passkeys. Without it, each
   * request's own `protocol://host` (fine for one name, and for localhost).
   */
  publicUrl?: string;
  /** Failed sign-ins allowed per address and per account, in a window. */
  signInLimits?: Partial<SignInLimits>;
  /** How the server sends e-mail (`serve --smtp`); without it, the e-mail endpoints say it sends none. */
  mail?: MailSetup;
}

export interface AccountsSetup {
  auth: RequestAuth;
  signIn: SignIn;
  accounts: Accounts;
  /** The account's e-mail address and turn e-mails, and the e-mails' links. */
  email: EmailSettings;
  /** Stops the hourly sweep of ended sessions, challenges and mail links. */
  close(): void;
}

const SWEEP_EVERY_MS = 3_600_000;

export function setUpAccounts(
  store: AccountStore,
  mailStore: MailStore,
  registry: GameRegistry,
  seats: AccountSeats,
  options: AccountsOptions = {},
): AccountsSetup {
  const sessions = new Sessions(store);
  const throttle = new SignInThrottle(store, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits });
  const publicOrigins = options.publicUrl ? [new URL(options.publicUrl).origin] : [];
  const sweeper = setInterval(() => {
    store.sweep(Date.now()).catch(() => undefined);
    mailStore.sweep(Date.now(), TURN_MAIL_INTERVAL_MS).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  const email = new EmailSettings(store, mailStore, options.mail ?? null);
  return {
    auth: new RequestAuth(sessions, publicOrigins),
    signIn: new SignIn(store, sessions, throttle),
    accounts: new Accounts(store, registry, seats, email),
    email,
    close: () => clearInterval(sweeper),
  };
}
