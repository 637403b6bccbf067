/** The pure parts of the table's clocks (issue #34): offset-corrected countdown, formats, warnings, speed labels. */
import type { ClockRules, SeatClock, Speed } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { chatRefusalKey } from '../src/chat/refusals.ts';
import {
  BANK_WARN_FRACTION,
  clockOffsetMs,
  clockParts,
  formatClock,
  formatRealtime,
  formatTurnBased,
  isShort,
  REALTIME_WARN_MS,
  remainingAt,
  TURN_BASED_WARN_MS,
} from '../src/clocks/clock-math.ts';
import { tableTranslator } from '../src/clocks/i18n/index.ts';
import { DEFAULT_SPEED_CHOICE, speedOf } from '../src/clocks/SpeedPicker.tsx';
import { speedLabel } from '../src/clocks/speed-label.ts';
import { CHAT_REQUEST, MUTE_REQUEST, TableFeed } from '../src/session/table-feed.ts';

const units = { day: 'd', hour: 'h', minute: 'min' };
const rules = (speed: Speed, initialMs: number): ClockRules => ({ speed, initialMs, incrementMs: 0, capMs: null });
const realtime = rules({ kind: 'realtime', preset: 'normal' }, 600_000);
const turnBased = rules({ kind: 'turn-based', days: 2 }, 2 * 86_400_000);

const T0 = Date.parse('2026-12-06T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('clock offset and time left', () => {
  const running: SeatClock = { seat: 0, remainingMs: 60_000, runningSince: iso(T0), outOfTime: false };

  it('measures how far the server runs ahead of the browser', () => {
    expect(clockOffsetMs(iso(T0), T0 - 5_000)).toBe(5_000);
    expect(clockOffsetMs(iso(T0), T0 + 120_000)).toBe(-120_000);
    expect(clockOffsetMs('not a time', T0)).toBe(0);
  });

  it('counts a running clock down from the server’s time, whatever the browser’s clock says', () => {
    // The browser is 5 minutes slow: its "now" of T0 − 5 min + 10 s is the server's T0 + 10 s.
    const offset = clockOffsetMs(iso(T0), T0 - 300_000);
    expect(remainingAt(running, offset, T0 - 300_000 + 10_000)).toBe(50_000);
    // The same clock on a browser with the right time.
    expect(remainingAt(running, 0, T0 + 10_000)).toBe(50_000);
  });

  it('stops at 0, never below, and ignores a browser clock behind the clock’s start', () => {
    expect(remainingAt(running, 0, T0 + 60_000)).toBe(0);
    expect(remainingAt(running, 0, T0 + 3_600_000)).toBe(0);
    expect(remainingAt(running, 0, T0 - 10_000)).toBe(60_000);
  });

  it('leaves a stopped clock where it stands', () => {
    const stopped: SeatClock = { ...running, runningSince: null, remainingMs: 42_000 };
    expect(remainingAt(stopped, 9_999, T0 + 1_000_000)).toBe(42_000);
  });
});

describe('formats', () => {
  it('prints real time as m:ss, then h:mm:ss, rounding up to the second', () => {
    expect(formatRealtime(0)).toBe('0:00');
    expect(formatRealtime(1)).toBe('0:01');
    expect(formatRealtime(999)).toBe('0:01');
    expect(formatRealtime(1_000)).toBe('0:01');
    expect(formatRealtime(1_001)).toBe('0:02');
    expect(formatRealtime(59_000)).toBe('0:59');
    expect(formatRealtime(60_000)).toBe('1:00');
    expect(formatRealtime(605_000)).toBe('10:05');
    expect(formatRealtime(3_599_000)).toBe('59:59');
    expect(formatRealtime(3_600_000)).toBe('1:00:00');
    expect(formatRealtime(3 * 3_600_000 + 61_000)).toBe('3:01:01');
    expect(formatRealtime(-5)).toBe('0:00');
  });

  it('prints turn-based time in days and hours, then hours and minutes, then m:ss', () => {
    expect(formatTurnBased(2 * 86_400_000, units)).toBe('2 d 00 h');
    expect(formatTurnBased(86_400_000 + 5 * 3_600_000 + 1, units)).toBe('1 d 05 h');
    expect(formatTurnBased(86_400_000 - 1_000, units)).toBe('23 h 59 min');
    expect(formatTurnBased(3_600_000, units)).toBe('1 h 00 min');
    expect(formatTurnBased(3_599_000, units)).toBe('59:59');
    expect(formatTurnBased(0, units)).toBe('0:00');
    expect(clockParts(7 * 86_400_000)).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0, totalHours: 168 });
  });

  it('picks the format by the match’s speed', () => {
    expect(formatClock(90_000_000, realtime, units)).toBe('25:00:00');
    expect(formatClock(90_000_000, turnBased, units)).toBe('1 d 01 h');
  });

  it('uses the reader’s unit words', () => {
    const uk = tableTranslator('uk');
    const ru = tableTranslator('ru');
    const word = (t: typeof uk) => ({
      day: t('clock.unit.day'),
      hour: t('clock.unit.hour'),
      minute: t('clock.unit.minute'),
    });
    expect(formatTurnBased(3 * 3_600_000 + 120_000, word(uk))).toBe('3 год 02 хв');
    expect(formatTurnBased(86_400_000 * 3, word(ru))).toBe('3 д 00 ч');
  });
});

describe('the short-time warning', () => {
  it('warns in real time under 20 seconds (a small bank), not at 20 s, and not at 0 (that is out of time)', () => {
    const small = rules({ kind: 'custom', bankSeconds: 60, incrementSeconds: 0 }, 60_000);
    expect(isShort(REALTIME_WARN_MS, small)).toBe(false);
    expect(isShort(REALTIME_WARN_MS - 1, small)).toBe(true);
    expect(isShort(1, small)).toBe(true);
    expect(isShort(0, small)).toBe(false);
  });

  it('warns in real time under a tenth of a large bank', () => {
    // A 10-minute bank: a tenth is 60 s, more than 20 s.
    const tenth = realtime.initialMs * BANK_WARN_FRACTION;
    expect(tenth).toBe(60_000);
    expect(isShort(tenth, realtime)).toBe(false);
    expect(isShort(tenth - 1, realtime)).toBe(true);
    expect(isShort(30_000, realtime)).toBe(true);
    expect(isShort(5 * 60_000, realtime)).toBe(false);
  });

  it('warns turn-based under two hours, and never without a clock', () => {
    expect(isShort(TURN_BASED_WARN_MS, turnBased)).toBe(false);
    expect(isShort(TURN_BASED_WARN_MS - 1, turnBased)).toBe(true);
    expect(isShort(0, turnBased)).toBe(false);
    expect(isShort(1, rules({ kind: 'none' }, 0))).toBe(false);
  });
});

describe('speed labels', () => {
  const speeds: Speed[] = [
    { kind: 'realtime', preset: 'normal' },
    { kind: 'realtime', preset: 'fast' },
    { kind: 'custom', bankSeconds: 600, incrementSeconds: 5 },
    { kind: 'custom', bankSeconds: 90, incrementSeconds: 0 },
    { kind: 'turn-based', days: 1 },
    { kind: 'turn-based', days: 2 },
    { kind: 'turn-based', days: 7 },
    { kind: 'none' },
  ];

  it('reads in English', () => {
    expect(speeds.map((s) => speedLabel(s, tableTranslator('en')))).toEqual([
      'Real time · normal',
      'Real time · fast',
      'Real time · 10 min + 5 s',
      'Real time · 1:30 + 0 s',
      '1 day per move',
      '2 days per move',
      '7 days per move',
      'No limit',
    ]);
  });

  it('reads in Ukrainian and Russian, with the plural the number asks for', () => {
    expect(speeds.map((s) => speedLabel(s, tableTranslator('uk')))).toEqual([
      'Реальний час · звичайний',
      'Реальний час · швидкий',
      'Реальний час · 10 хв + 5 с',
      'Реальний час · 1:30 + 0 с',
      '1 день на хід',
      '2 дні на хід',
      '7 днів на хід',
      'Без обмеження',
    ]);
    expect(speeds.map((s) => speedLabel(s, tableTranslator('ru')))).toEqual([
      'Реальное время · обычный',
      'Реальное время · быстрый',
      'Реальное время · 10 мин + 5 с',
      'Реальное время · 1:30 + 0 с',
      '1 день на ход',
      '2 дня на ход',
      '7 дней на ход',
      'Без ограничения',
    ]);
  });
});

describe('the create form’s speed', () => {
  it('defaults to real time, normal, with the chat for the players only', () => {
    expect(speedOf(DEFAULT_SPEED_CHOICE)).toEqual({ speed: { kind: 'realtime', preset: 'normal' } });
    expect(DEFAULT_SPEED_CHOICE.audience).toBe('seats');
  });

  it('turns a custom bank and increment into seconds, and names a wrong number instead', () => {
    const custom = { ...DEFAULT_SPEED_CHOICE, kind: 'custom' as const };
    expect(speedOf({ ...custom, bankMinutes: '15', incrementSeconds: '10' })).toEqual({
      speed: { kind: 'custom', bankSeconds: 900, incrementSeconds: 10 },
    });
    expect(speedOf({ ...custom, bankMinutes: '180', incrementSeconds: '600' })).toMatchObject({
      speed: { bankSeconds: 10_800, incrementSeconds: 600 },
    });
    for (const bank of ['0', '181', '', '1.5', '-3', 'ten']) {
      expect(speedOf({ ...custom, bankMinutes: bank }), bank).toEqual({ error: 'bank' });
    }
    for (const inc of ['601', '', '2.5', '-1']) {
      expect(speedOf({ ...custom, incrementSeconds: inc }), inc).toEqual({ error: 'increment' });
    }
    expect(speedOf({ ...DEFAULT_SPEED_CHOICE, kind: 'turn-based', days: 3 })).toEqual({
      speed: { kind: 'turn-based', days: 3 },
    });
  });
});

describe('chat refusals', () => {
  it('have a sentence of their own, in every language', () => {
    for (const code of ['chat-too-fast', 'bad-chat', 'chat-full']) {
      const key = chatRefusalKey(code);
      expect(key).toBe(`chat.error.${code}`);
      const texts = (['en', 'uk', 'ru'] as const).map((l) => tableTranslator(l)(key));
      expect(new Set(texts).size).toBe(3);
    }
    expect(chatRefusalKey('not-a-seat')).toBe('chat.error.generic');
  });
});

describe('the table feed', () => {
  const message = (index: number, text: string) => ({ index, seat: 1, name: 'Bo', text, at: iso(T0) });

  it('adds each chat message once, and a welcome replaces the chat with what this connection may read', () => {
    const feed = new TableFeed();
    feed.onChat({ type: 'chat', matchId: 'm', messages: [message(1, 'a'), message(2, 'b')] });
    feed.onChat({ type: 'chat', matchId: 'm', messages: [message(2, 'b'), message(3, 'c')] });
    expect(feed.get().chat.map((m) => m.text)).toEqual(['a', 'b', 'c']);
    feed.onWelcome({
      type: 'welcome',
      matchId: 'm',
      game: 'g',
      players: 2,
      seat: 0,
      seats: [],
      seedCommitment: '0'.repeat(64),
      log: [],
      speed: { kind: 'turn-based', days: 3 },
      chat: [message(3, 'c')],
      chatAudience: 'everyone',
      muted: [1],
    });
    expect(feed.get()).toMatchObject({ speed: { kind: 'turn-based', days: 3 }, chatAudience: 'everyone', muted: [1] });
    expect(feed.get().chat.map((m) => m.index)).toEqual([3]);
  });

  it('keeps the clocks of the last frame with the offset measured on it', () => {
    const feed = new TableFeed();
    const clocks = { rules: realtime, seats: [], serverTime: iso(T0) };
    feed.onState({ clocks }, T0 - 2_000);
    expect(feed.get()).toMatchObject({ clocks, offsetMs: 2_000 });
    feed.onState({ clocks: null }, T0);
    expect(feed.get()).toMatchObject({ clocks: null, offsetMs: 0 });
  });

  it('takes the refusals of chat and mute requests, each once more, and leaves the others to the session', () => {
    const feed = new TableFeed();
    const refusal = (requestId: string | number) =>
      ({ type: 'error', code: 'chat-too-fast', message: 'wait 3 s', requestId }) as const;
    expect(feed.onError(refusal(`${CHAT_REQUEST}4`))).toBe(true);
    expect(feed.get().chatRefusal).toMatchObject({ code: 'chat-too-fast', seq: 1 });
    expect(feed.onError(refusal(`${MUTE_REQUEST}5`))).toBe(true);
    expect(feed.get().chatRefusal?.seq).toBe(2);
    expect(feed.onError(refusal(7))).toBe(false);
    expect(feed.onError(refusal('resign'))).toBe(false);
    feed.clearRefusal();
    expect(feed.get().chatRefusal).toBeNull();
  });
});
