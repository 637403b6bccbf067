/**
 * Limits on failed sign-ins, counted in the database so that every node of a cluster counts the
 * same: per address (one client guessing many accounts) and per account name (many clients
 * guessing one account). A name nobody has is counted like one somebody has, so the limits tell
 * nothing about which names exist. While a limit is reached, every attempt it covers is refused
 * before the password is even checked, the right one included: that is what makes guessing slow.
 */
import { ServiceError } from '../errors.ts';
import type { AccountStore } from '../storage/account-types.ts';

export interface SignInLimits {
  /** The window failures are counted in. */
  windowMs: number;
  /** Failed sign-ins from one address (its /64 for IPv6) in a window. */
  perAddress: number;
  /** Failed sign-ins to one account name, from anywhere, in a window. */
  perAccount: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { windowMs: 15 * 60_000, perAddress: 30, perAccount: 10 };

const addressKey = (address: string) => `address:${address}`;
const accountKey = (nameKey: string) => `account:${nameKey}`;

export class SignInThrottle {
  constructor(
    private readonly store: AccountStore,
    readonly limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Refuses (`too-many-attempts`, 429) while the address or the account has had too many failures. */
  async check(address: string, nameKey: string | null): Promise<void> {
    const keys = [addressKey(address), ...(nameKey === null ? [] : [accountKey(nameKey)])];
    const [byAddress = 0, byAccount = 0] = await this.store.failures(keys, this.now(), this.limits.windowMs);
    if (byAddress >= this.limits.perAddress || byAccount >= this.limits.perAccount) throw this.refusal();
  }

  /** Counts a failure against the address and the account name tried. */
  async failed(address: string, nameKey: string | null): Promise<void> {
    const keys = [addressKey(address), ...(nameKey === null ? [] : [accountKey(nameKey)])];
    await this.store.recordFailure(keys, this.now(), this.limits.windowMs);
  }

  private refusal(): ServiceError {
    const minutes = Math.ceil(this.limits.windowMs / 60_000);
    return new ServiceError(
      'too-many-attempts',
      `Too many failed sign-ins from here or to this account; try again in up to ${minutes} minutes.`,
      429,
      Math.ceil(this.limits.windowMs / 1000),
    );
  }
}
