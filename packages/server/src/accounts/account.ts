/**
 * A signed-in player's own account: what it shows them, what they may change, the matches they
 * play, their data to take away, and its deletion (the matches keep their moves; the seat is
 * renamed "Deleted player").
 */
import type { GameRegistry } from '@boardhall/engine';
import type {
  AccountExport,
  AccountResponse,
  AccountUpdateRequest,
  ClaimSeatsRequest,
  ClaimSeatsResponse,
  MyMatch,
  MyMatchesResponse,
  SeatInfo,
  SessionInfo,
} from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { EmailSettings } from '../mail/email-settings.ts';
import type { AccountMatch, AccountRow, AccountStore, PasskeyRow, SessionRow } from '../storage/account-types.ts';
import { StorageError } from '../storage/errors.ts';
import type { StoredMatch } from '../storage/types.ts';
import { nameKey } from './names.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { SignedIn } from './sessions.ts';
import { nameTaken } from './sign-in.ts';

/** What an account does to the seats of matches, wherever they are served (the match service, or its owner node). */
export interface AccountSeats {
  /** Makes the seat of `token` the account's: it opens without the token from then on. Returns the seat. */
  claim(matchId: string, token: string, accountId: string): Promise<number>;
  /** The account is being deleted: its seats in the match become "Deleted player" (handed to a bot if play goes on). */
  forget(matchId: string, accountId: string): Promise<void>;
}

/** "My games" and the export list at most this many matches (the newest). */
const MATCHES_LISTED = 200;

const iso = (ms: number) => new Date(ms).toISOString();

function sessionInfo(s: SessionRow, current: SessionRow | null): SessionInfo {
  return {
    current: current !== null && s.idHash === current.idHash,
    createdAt: iso(s.createdAt),
    lastSeenAt: iso(s.lastSeenAt),
    userAgent: s.userAgent,
  };
}

function passkeyInfo(p: PasskeyRow) {
  return {
    id: p.id,
    label: p.label,
    createdAt: iso(p.createdAt),
    lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
  };
}

/** A stored seat as anyone may see it: the name, never the account. */
function seatInfoOf(match: StoredMatch): SeatInfo[] {
  return match.seats.map((s, seat) => {
    const bot = s.kind === 'bot' || s.substitute ? (s.bot ?? null) : null;
    const info: SeatInfo = {
      seat,
      kind: s.kind,
      name: s.name ?? null,
      claimed: s.kind === 'bot' || s.substitute === true || Boolean(s.tokenHash) || Boolean(s.accountId),
      connected: bot !== null,
      substitute: s.substitute === true,
    };
    if (bot !== null) info.bot = bot;
    return info;
  });
}

export class Accounts {
  constructor(
    private readonly store: AccountStore,
    private readonly registry: GameRegistry,
    private readonly seats: AccountSeats,
    /** The account's e-mail address and turn e-mails. */
    private readonly email: EmailSettings,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async view({ account, session }: SignedIn): Promise<AccountResponse> {
    const [passkeys, sessions, email] = await Promise.all([
      this.store.passkeysOf(account.id),
      this.store.sessionsOf(account.id),
      this.email.view(account.id),
    ]);
    return {
      name: account.name,
      language: account.language,
      createdAt: iso(account.createdAt),
      hasPassword: account.passwordHash !== null,
      passkeys: passkeys.map(passkeyInfo),
      sessions: sessions.map((s) => sessionInfo(s, session)),
      ...email,
      emailAvailable: this.email.configured,
    };
  }

  /** Changes the name, the language and the turn e-mails together, or (a refusal) none of them. */
  async update(account: AccountRow, change: AccountUpdateRequest): Promise<AccountRow> {
    if (change.turnEmails !== undefined) await this.email.assertTurnEmails(account, change.turnEmails);
    const next: Partial<AccountRow> = {};
    if (change.language !== undefined) next.language = change.language;
    if (change.name !== undefined && change.name !== account.name) {
      const key = nameKey(change.name);
      const holder = await this.store.accountByNameKey(key);
      if (holder && holder.id !== account.id) throw nameTaken();
      next.name = change.name;
      next.nameKey = key;
    }
    try {
      await this.store.updateAccount(account.id, next, this.now());
    } catch (error) {
      if (error instanceof StorageError && error.code === 'name-taken') throw nameTaken();
      throw error;
    }
    if (change.turnEmails !== undefined) await this.email.setTurnEmails(account, change.turnEmails);
    return { ...account, ...next };
  }

  /** Sets the password, or changes it: then the current one is needed. */
  async setPassword(account: AccountRow, current: string | undefined, password: string): Promise<void> {
    if (account.passwordHash !== null) {
      const ok = current !== undefined && (await verifyPassword(account.passwordHash, current.normalize('NFKC')));
      if (!ok) throw new ServiceError('bad-credentials', 'The current password is wrong.', 401);
    }
    await this.store.updateAccount(account.id, { passwordHash: await hashPassword(password) }, this.now());
  }

  async renamePasskey(account: AccountRow, id: string, label: string): Promise<void> {
    if (!(await this.store.renamePasskey(account.id, id, label))) throw noSuchPasskey();
  }

  /** Removes a passkey, unless it is the account's last way in. */
  async removePasskey(account: AccountRow, id: string): Promise<void> {
    const passkeys = await this.store.passkeysOf(account.id);
    if (!passkeys.some((p) => p.id === id)) throw noSuchPasskey();
    if (passkeys.length === 1 && account.passwordHash === null) {
      throw new ServiceError(
        'last-sign-in',
        'This is the only way into your account: add another passkey or a password before removing it.',
        409,
      );
    }
    await this.store.deletePasskey(account.id, id);
  }

  /**
   * The matches the account plays, with whose turn it is: those waiting for the account first,
   * the one whose clock runs out soonest at the top, then the others, the latest changed first.
   */
  async matches(account: AccountRow): Promise<MyMatchesResponse> {
    const found = await this.store.matchesOf(account.id, MATCHES_LISTED);
    return { matches: found.map((m) => this.myMatch(m)).sort(waitingFirst) };
  }

  private myMatch({ match, seat }: AccountMatch): MyMatch {
    const active = match.status === 'playing' ? (match.active ?? []) : [];
    const clock = match.clocks?.seats[seat];
    return {
      matchId: match.id,
      game: match.game,
      gameName: this.registry.get(match.game)?.name ?? match.game,
      status: match.status,
      seat,
      seats: seatInfoOf(match),
      activeSeats: active,
      yourTurn: active.includes(seat),
      speed: match.speed ?? { kind: 'none' },
      clock: clock
        ? {
            remainingMs: clock.remainingMs,
            deadline: clock.runningSince === null ? null : iso(clock.runningSince + clock.remainingMs),
            outOfTime: match.seats[seat]?.outOfTime === true,
          }
        : null,
      createdAt: iso(match.createdAt),
      updatedAt: iso(match.updatedAt),
    };
  }

  /** Seats this browser holds tokens of become the account's; each refusal says why. */
  async claim(account: AccountRow, request: ClaimSeatsRequest): Promise<ClaimSeatsResponse> {
    const response: ClaimSeatsResponse = { claimed: [], refused: [] };
    for (const { matchId, token } of request.seats) {
      try {
        response.claimed.push({ matchId, seat: await this.seats.claim(matchId, token, account.id) });
      } catch (error) {
        if (!(error instanceof ServiceError)) throw error;
        response.refused.push({ matchId, code: error.code, message: error.message });
      }
    }
    return response;
  }

  async export(signedIn: SignedIn): Promise<AccountExport> {
    const { account, session } = signedIn;
    const [passkeys, sessions, matches, email] = await Promise.all([
      this.store.passkeysOf(account.id),
      this.store.sessionsOf(account.id),
      this.store.matchesOf(account.id, 100_000),
      this.email.view(account.id),
    ]);
    return {
      exportedAt: iso(this.now()),
      account: {
        name: account.name,
        language: account.language,
        createdAt: iso(account.createdAt),
        hasPassword: account.passwordHash !== null,
        ...email,
      },
      passkeys: passkeys.map(passkeyInfo),
      sessions: sessions.map((s) => sessionInfo(s, session)),
      matches: matches.map(({ match, seat }) => ({
        matchId: match.id,
        game: match.game,
        seat,
        status: match.status,
        createdAt: iso(match.createdAt),
        updatedAt: iso(match.updatedAt),
        ranking: match.outcome?.ranking.map((place) => [...place]) ?? null,
      })),
    };
  }

  /**
   * Deletes the account: first its seats everywhere become "Deleted player" (the matches keep
   * every move), then the account with its sessions, passkeys, e-mail address and mail links. `confirm` must be its name.
   */
  async delete(account: AccountRow, confirm: string): Promise<void> {
    if (confirm.normalize('NFC') !== account.name) {
      throw new ServiceError('bad-confirmation', 'Type your name exactly to confirm deleting your account.', 400);
    }
    for (const { match } of await this.store.matchesOf(account.id, 1_000_000)) {
      await this.seats.forget(match.id, account.id);
    }
    await this.store.deleteAccount(account.id);
  }
}

/** "My games" order: the account's turn first (soonest deadline first, unclocked after), then the latest changed. */
function waitingFirst(a: MyMatch, b: MyMatch): number {
  if (a.yourTurn !== b.yourTurn) return a.yourTurn ? -1 : 1;
  if (a.yourTurn) {
    const da = a.clock?.deadline ?? null;
    const db = b.clock?.deadline ?? null;
    if (da !== db) return da === null ? 1 : db === null ? -1 : da < db ? -1 : 1;
  }
  return a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0;
}

function noSuchPasskey(): ServiceError {
  return new ServiceError('unknown-passkey', 'Your account has no such passkey.', 404);
}
