/**
 * The turn e-mails (issue #34): when a turn-based match waits for an account whose player is
 * away, and the account has a confirmed address and wants them, one e-mail with a link to the
 * table and a one-click unsubscribe link. At most one per account and match in 12 hours, claimed
 * in the database before sending, so neither a second node nor a restart sends another.
 *
 * Sending never holds up or fails a move: the match service only hands the event over; the work
 * runs on its own and a failure is logged (and its claim given back, so the next turn tries again).
 */
import type { GameRegistry } from '@boardhall/engine';
import { hashToken, newToken } from '../service/tokens.ts';
import type { ServiceLogger, TurnEvent, TurnListener } from '../service/types.ts';
import type { AccountStore } from '../storage/account-types.ts';
import type { MailStore } from '../storage/mail-types.ts';
import type { MailLinks } from './links.ts';
import type { MailSender } from './mailer.ts';
import { gameTitle, turnMail } from './texts.ts';

/** At most one turn e-mail per account and match in this long. */
export const TURN_MAIL_INTERVAL_MS = 12 * 3_600_000;
/** An unsubscribe link works this long after its e-mail was sent. */
export const UNSUBSCRIBE_LINK_MS = 90 * 24 * 3_600_000;

export interface TurnMailsDeps {
  accounts: AccountStore;
  mail: MailStore;
  sender: MailSender;
  links: MailLinks;
  registry: GameRegistry;
  log: ServiceLogger;
  now?: () => number;
}

export class TurnMails implements TurnListener {
  private readonly pending = new Set<Promise<void>>();
  private readonly now: () => number;

  constructor(private readonly deps: TurnMailsDeps) {
    this.now = deps.now ?? (() => Date.now());
  }

  yourTurn(event: TurnEvent): void {
    for (const { accountId, seat } of event.waiting) {
      const task = this.tell(event, accountId)
        .catch((error: unknown) =>
          this.deps.log.error({ err: error, matchId: event.matchId, seat }, 'turn e-mail could not be sent'),
        )
        .finally(() => this.pending.delete(task));
      this.pending.add(task);
    }
  }

  /** Settles once every e-mail under way is sent or has failed (the server waits for them when it closes). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  private async tell(event: TurnEvent, accountId: string): Promise<void> {
    const { mail, accounts, links, sender } = this.deps;
    const address = await mail.emailOf(accountId);
    if (!address?.confirmed || !address.turnEmails) return;
    const account = await accounts.accountById(accountId);
    if (!account) return;
    const at = this.now();
    if (!(await mail.claimTurnMail(accountId, event.matchId, at, TURN_MAIL_INTERVAL_MS))) return;
    try {
      const token = newToken();
      await mail.saveToken({
        hash: hashToken(token),
        accountId,
        purpose: 'unsubscribe',
        email: address.email,
        expiresAt: at + UNSUBSCRIBE_LINK_MS,
      });
      const unsubscribeUrl = links.unsubscribe(token);
      const game = gameTitle(event.game, this.deps.registry.get(event.game)?.name ?? event.game, account.language);
      const { subject, text } = turnMail(account.language, {
        name: account.name,
        game,
        tableUrl: links.table(event.matchId),
        unsubscribeUrl,
      });
      await sender.send({
        to: address.email,
        subject,
        text,
        // RFC 8058: mail clients offer "unsubscribe", and POST `List-Unsubscribe=One-Click` to the link.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      this.deps.log.info({ matchId: event.matchId }, 'turn e-mail sent');
    } catch (error) {
      await mail.releaseTurnMail(accountId, event.matchId, at).catch(() => undefined);
      throw error;
    }
  }
}
