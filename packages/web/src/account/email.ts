/**
 * What the account page's e-mail section shows and allows (docs/protocol.md "Turn e-mails"),
 * worked out from GET /api/account alone, so the page and its tests agree on one rule: turn
 * e-mails can be switched on only with a confirmed address, and switched off always.
 */
import { type AccountResponse, emailAddressSchema } from '@boardhall/protocol';

export type EmailView =
  /** The operator gave the server no SMTP server: nothing to offer. */
  | { kind: 'unavailable' }
  | { kind: 'none'; turnEmails: boolean }
  | { kind: 'unconfirmed'; address: string; turnEmails: boolean }
  | { kind: 'confirmed'; address: string; turnEmails: boolean };

export function emailView(account: Pick<AccountResponse, 'email' | 'turnEmails' | 'emailAvailable'>): EmailView {
  if (!account.emailAvailable) return { kind: 'unavailable' };
  const { email, turnEmails } = account;
  if (email === null) return { kind: 'none', turnEmails };
  return { kind: email.confirmed ? 'confirmed' : 'unconfirmed', address: email.address, turnEmails };
}

/** Whether the turn e-mails switch may be used: on needs a confirmed address; an "on" left over can always go off. */
export function turnEmailsSwitchable(view: EmailView): boolean {
  if (view.kind === 'unavailable') return false;
  return view.kind === 'confirmed' || view.turnEmails;
}

/**
 * The typed address as the server would take it (trimmed), or null when the server would refuse
 * it as `bad-email`: said at once, with no request and no e-mail spent.
 */
export function typedAddress(typed: string): string | null {
  const parsed = emailAddressSchema.safeParse(typed);
  return parsed.success ? parsed.data : null;
}
