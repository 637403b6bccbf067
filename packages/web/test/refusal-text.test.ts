import { ERROR_CODES } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { refusalText, SOCKET_REFUSALS } from '../src/app/refusal-text.ts';
import { loadPlugin } from '../src/games/registry.ts';
import { en } from '../src/i18n/en.ts';
import { ru } from '../src/i18n/ru.ts';
import { translator } from '../src/i18n/translator.ts';
import { uk } from '../src/i18n/uk.ts';

const dicts = { en, uk, ru };
const ENGLISH_DETAIL = 'The server says something in English here.';

describe('a refusal in the player’s language', () => {
  it('says every socket refusal in Ukrainian and Russian, never the server’s English', async () => {
    const plugin = await loadPlugin('tribes-of-the-wind');
    const codes = [...SOCKET_REFUSALS, 'stale-version', 'bad-message', 'message-too-large'];
    for (const code of codes) expect(ERROR_CODES, code).toContain(code);
    codes.push('not-your-turn');
    for (const locale of ['uk', 'ru'] as const) {
      const t = translator(dicts, locale);
      for (const code of codes) {
        const text = refusalText({ code, message: ENGLISH_DETAIL, seq: 1 }, plugin, locale, t, (s) => `P${s}`);
        expect(text, `${locale} ${code}`).not.toBe(ENGLISH_DETAIL);
        expect(text, `${locale} ${code}`).not.toMatch(/[A-Za-z]{4,}/);
      }
    }
  });

  it('renders a refusal of the rules from its key, and keeps the server’s detail in English', async () => {
    const plugin = await loadPlugin('tribes-of-the-wind');
    const key = Object.keys(plugin.engine.messages.en ?? {}).find((k) => k.startsWith('totw.error.')) as string;
    const e = { code: 'illegal-action', message: ENGLISH_DETAIL, text: { key }, seq: 1 };
    const ukText = refusalText(e, plugin, 'uk', translator(dicts, 'uk'), (s) => `P${s}`);
    expect(ukText).not.toBe(ENGLISH_DETAIL);
    expect(ukText).toMatch(/[а-яіїєґ]/i);
    expect(
      refusalText(
        { code: 'bad-message', message: ENGLISH_DETAIL, seq: 1 },
        plugin,
        'en',
        translator(dicts, 'en'),
        () => '',
      ),
    ).toBe(ENGLISH_DETAIL);
  });
});
