/**
 * Signing up and in: with a passkey (the first way in) or a name and password (for browsers
 * without passkeys). Every way ends with a new session, whose cookie value the caller sets.
 */
import type {
  AuthenticationResponse,
  Language,
  PasskeySignupOptionsRequest,
  RegistrationResponse,
} from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { AccountRow, AccountStore, ChallengePurpose, ChallengeRow } from '../storage/account-types.ts';
import { StorageError } from '../storage/errors.ts';
import { randomId } from './ids.ts';
import { nameKey } from './names.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';
import type { SignInThrottle } from './throttle.ts';
import {
  authenticationOptions,
  CEREMONY_TIMEOUT_MS,
  challengeOf,
  type RelyingParty,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn.ts';

/** Who is asking: the client's address (for the limits), its browser, the page's origin. */
export interface Caller {
  address: string;
  userAgent: string | undefined;
  rp: RelyingParty;
}

export interface SignedUp {
  account: AccountRow;
  /** The new session's cookie value. */
  cookie: string;
}

/** What a signup ceremony carries from its options to its answer. */
interface SignupPayload {
  accountId: string;
  name: string;
  nameKey: string;
  language: Language;
}

export function nameTaken(): ServiceError {
  return new ServiceError('name-taken', 'This name, or one that looks like it, is already taken; choose another.', 409);
}

export function badCredentials(): ServiceError {
  return new ServiceError('bad-credentials', 'The name or the password is wrong.', 401);
}

function challengeExpired(): ServiceError {
  return new ServiceError('challenge-expired', 'This sign-in was already used, or took too long; start it again.', 400);
}

/** A taken name found only at the insert (two sign-ups at once) is the same refusal. */
async function creating(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (error instanceof StorageError && error.code === 'name-taken') throw nameTaken();
    throw error;
  }
}

export class SignIn {
  constructor(
    private readonly store: AccountStore,
    private readonly sessions: Sessions,
    private readonly throttle: SignInThrottle,
    private readonly now: () => number = () => Date.now(),
  ) {}

  // ---------------------------------------------------------------- password

  async signUpWithPassword(name: string, password: string, language: Language, caller: Caller): Promise<SignedUp> {
    const key = nameKey(name);
    if (await this.store.accountByNameKey(key)) throw nameTaken();
    const t = this.now();
    const account: AccountRow = {
      id: randomId(16),
      name,
      nameKey: key,
      language,
      passwordHash: await hashPassword(password),
      createdAt: t,
      updatedAt: t,
    };
    await creating(() => this.store.createAccount(account));
    return { account, cookie: await this.sessions.start(account.id, caller.userAgent) };
  }

  /**
   * Signs in with a name and password. A wrong name and a wrong password get the same answer in
   * the same time (the password is checked against a decoy), and count against the same limits.
   */
  async signInWithPassword(name: string, password: string, caller: Caller): Promise<SignedUp> {
    const key = nameKey(name.normalize('NFC'));
    await this.throttle.check(caller.address, key);
    const account = await this.store.accountByNameKey(key);
    const ok = await verifyPassword(account?.passwordHash ?? null, password.normalize('NFKC'));
    if (!account || !ok) {
      await this.throttle.failed(caller.address, key);
      throw badCredentials();
    }
    return { account, cookie: await this.sessions.start(account.id, caller.userAgent) };
  }

  // ---------------------------------------------------------------- passkeys

  /** Options for a new account's first passkey; the name is checked now, and again at the end. */
  async passkeySignUpOptions(
    request: PasskeySignupOptionsRequest,
    caller: Caller,
  ): Promise<{ challengeId: string; options: Record<string, unknown> }> {
    const key = nameKey(request.name);
    if (await this.store.accountByNameKey(key)) throw nameTaken();
    const payload: SignupPayload = {
      accountId: randomId(16),
      name: request.name,
      nameKey: key,
      language: request.language,
    };
    const options = await registrationOptions(caller.rp, { id: payload.accountId, name: request.name }, []);
    return { challengeId: await this.saveChallenge('signup', options, null, JSON.stringify(payload)), options };
  }

  async passkeySignUp(
    challengeId: string,
    response: RegistrationResponse,
    label: string | undefined,
    caller: Caller,
  ): Promise<SignedUp> {
    const challenge = await this.takeChallenge(challengeId, 'signup');
    const payload = JSON.parse(challenge.payload ?? 'null') as SignupPayload;
    const t = this.now();
    const passkey = await verifyRegistration(caller.rp, challenge.challenge, response, {
      accountId: payload.accountId,
      label: label ?? 'Passkey',
      at: t,
    });
    const account: AccountRow = {
      id: payload.accountId,
      name: payload.name,
      nameKey: payload.nameKey,
      language: payload.language,
      passwordHash: null,
      createdAt: t,
      updatedAt: t,
    };
    await creating(() => this.store.createAccount(account, passkey));
    return { account, cookie: await this.sessions.start(account.id, caller.userAgent) };
  }

  async passkeySignInOptions(caller: Caller): Promise<{ challengeId: string; options: Record<string, unknown> }> {
    await this.throttle.check(caller.address, null);
    const options = await authenticationOptions(caller.rp);
    return { challengeId: await this.saveChallenge('login', options, null, null), options };
  }

  async passkeySignIn(challengeId: string, response: AuthenticationResponse, caller: Caller): Promise<SignedUp> {
    await this.throttle.check(caller.address, null);
    const challenge = await this.takeChallenge(challengeId, 'login');
    const passkey = await this.store.passkeyById(response.id);
    const account = passkey ? await this.store.accountById(passkey.accountId) : null;
    if (!passkey || !account) {
      await this.throttle.failed(caller.address, null);
      throw new ServiceError('bad-credentials', 'This passkey belongs to no account of this site.', 401);
    }
    let counter: number;
    try {
      counter = await verifyAuthentication(caller.rp, challenge.challenge, response, passkey);
    } catch (error) {
      await this.throttle.failed(caller.address, null);
      throw error;
    }
    await this.store.usePasskey(passkey.id, counter, this.now());
    return { account, cookie: await this.sessions.start(account.id, caller.userAgent) };
  }

  /** Options for another passkey of a signed-in account. */
  async addPasskeyOptions(
    account: AccountRow,
    caller: Caller,
  ): Promise<{ challengeId: string; options: Record<string, unknown> }> {
    const existing = await this.store.passkeysOf(account.id);
    const options = await registrationOptions(caller.rp, { id: account.id, name: account.name }, existing);
    return { challengeId: await this.saveChallenge('add', options, account.id, null), options };
  }

  async addPasskey(
    account: AccountRow,
    challengeId: string,
    response: RegistrationResponse,
    label: string,
    caller: Caller,
  ): Promise<void> {
    const challenge = await this.takeChallenge(challengeId, 'add');
    if (challenge.accountId !== account.id) throw challengeExpired();
    const passkey = await verifyRegistration(caller.rp, challenge.challenge, response, {
      accountId: account.id,
      label,
      at: this.now(),
    });
    if (await this.store.passkeyById(passkey.id)) {
      throw new ServiceError('passkey-exists', 'This passkey is already registered.', 409);
    }
    await this.store.addPasskey(passkey);
  }

  // ---------------------------------------------------------------- challenges

  private async saveChallenge(
    purpose: ChallengePurpose,
    options: Record<string, unknown>,
    accountId: string | null,
    payload: string | null,
  ): Promise<string> {
    const row: ChallengeRow = {
      id: randomId(24),
      challenge: challengeOf(options),
      purpose,
      accountId,
      payload,
      expiresAt: this.now() + CEREMONY_TIMEOUT_MS + 60_000,
    };
    await this.store.saveChallenge(row);
    return row.id;
  }

  /** The challenge, taken out so that it answers one ceremony only. */
  private async takeChallenge(id: string, purpose: ChallengePurpose): Promise<ChallengeRow> {
    const row = await this.store.takeChallenge(id, this.now());
    if (!row || row.purpose !== purpose) throw challengeExpired();
    return row;
  }
}
