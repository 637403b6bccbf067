import type { ClaimSeatsRequest, ClaimSeatsResponse } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { browserName } from '../src/account/browser-name.ts';
import { CLAIM_BATCH, claimableSeats, claimSeats } from '../src/account/claim.ts';
import { accountErrorText } from '../src/account/errors.ts';
import { ACCOUNT_DICTS } from '../src/account/text/index.ts';
import { translator } from '../src/i18n/translator.ts';
import { ApiError } from '../src/session/api.ts';
import type { OnlineMatchRecord } from '../src/session/storage.ts';

const record = (id: string, seat: number | null, token: string | null): OnlineMatchRecord => ({
  v: 1,
  id,
  game: 'four-humours',
  seat,
  token,
  updatedAt: 1,
});

describe('the seats this browser holds, offered to the account', () => {
  it('are the records with a seat and its token that the account does not hold yet', () => {
    const records = [record('a', 0, 'ta'), record('b', null, null), record('c', 1, 'tc'), record('d', 0, 'td')];
    expect(claimableSeats(records, new Set(['d']))).toEqual([
      { matchId: 'a', token: 'ta' },
      { matchId: 'c', token: 'tc' },
    ]);
    expect(claimableSeats([record('s', null, null)], new Set())).toEqual([]);
  });

  it('are claimed a batch of at most 100 at a time, the answers put together', async () => {
    const seats = Array.from({ length: CLAIM_BATCH + 3 }, (_, i) => ({ matchId: `m${i}`, token: `t${i}` }));
    const batches: number[] = [];
    const claim = async (request: ClaimSeatsRequest): Promise<ClaimSeatsResponse> => {
      batches.push(request.seats.length);
      return {
        claimed: request.seats.filter((s) => s.matchId !== 'm7').map((s) => ({ matchId: s.matchId, seat: 0 })),
        refused: request.seats
          .filter((s) => s.matchId === 'm7')
          .map((s) => ({ matchId: s.matchId, code: 'seat-held', message: 'Another account holds this seat.' })),
      };
    };
    const result = await claimSeats(seats, claim);
    expect(batches).toEqual([CLAIM_BATCH, 3]);
    expect(result.claimed).toHaveLength(CLAIM_BATCH + 2);
    expect(result.refused).toEqual([{ matchId: 'm7', code: 'seat-held', message: 'Another account holds this seat.' }]);
  });
});

describe('a refused account request, in words', () => {
  const en = translator(ACCOUNT_DICTS, 'en');
  const ru = translator(ACCOUNT_DICTS, 'ru');
  it('says a known refusal in the player’s language', () => {
    expect(accountErrorText(new ApiError('name-taken', 'x', 409), ru, 'ru')).toBe(
      'Это имя или похожее на него уже занято: выберите другое.',
    );
    expect(accountErrorText(new ApiError('no-server', '502', 502), en, 'en')).toBe('The server could not be reached.');
  });
  it('gives any other refusal’s own sentence in English only', () => {
    const odd = new ApiError('bad-request', 'Invalid sign-up: name is required.', 400);
    expect(accountErrorText(odd, en, 'en')).toBe('Invalid sign-up: name is required.');
    expect(accountErrorText(odd, ru, 'ru')).toBe('Что-то пошло не так; ничего не изменилось.');
  });
});

describe('a session’s browser in a few words', () => {
  it('names the browser and the system', () => {
    expect(
      browserName(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome · Linux');
    expect(
      browserName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari · iOS');
    expect(browserName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox · Windows',
    );
    expect(browserName('curl/8.5.0')).toBeNull();
  });
});
