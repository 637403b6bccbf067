import { describe, expect, it } from 'vitest';
import { emailView, turnEmailsSwitchable, typedAddress } from '../src/account/email.ts';
import { accountErrorText } from '../src/account/errors.ts';
import { ACCOUNT_DICTS } from '../src/account/text/index.ts';
import { translator } from '../src/i18n/translator.ts';
import { LOCALES } from '../src/i18n/types.ts';
import { ApiError } from '../src/session/api.ts';

const address = 'olena@example.org';

describe('the e-mail section of the account page', () => {
  it('offers nothing on a server that sends no e-mail, whatever the account holds', () => {
    const view = emailView({ emailAvailable: false, email: { address, confirmed: true }, turnEmails: true });
    expect(view).toEqual({ kind: 'unavailable' });
    expect(turnEmailsSwitchable(view)).toBe(false);
  });

  it('lets turn e-mails be switched on only with a confirmed address', () => {
    const none = emailView({ emailAvailable: true, email: null, turnEmails: false });
    const unconfirmed = emailView({ emailAvailable: true, email: { address, confirmed: false }, turnEmails: false });
    const confirmed = emailView({ emailAvailable: true, email: { address, confirmed: true }, turnEmails: false });
    expect(none).toEqual({ kind: 'none', turnEmails: false });
    expect(unconfirmed).toEqual({ kind: 'unconfirmed', address, turnEmails: false });
    expect(confirmed).toEqual({ kind: 'confirmed', address, turnEmails: false });
    expect([none, unconfirmed, confirmed].map(turnEmailsSwitchable)).toEqual([false, false, true]);
  });

  it('lets turn e-mails that are on be switched off even without a confirmed address', () => {
    const view = emailView({ emailAvailable: true, email: { address, confirmed: false }, turnEmails: true });
    expect(turnEmailsSwitchable(view)).toBe(true);
  });

  it('takes a typed address as the server would, trimmed, and refuses what the server would refuse', () => {
    expect(typedAddress('  olena@example.org ')).toBe('olena@example.org');
    expect(typedAddress('olena@Example.ORG')).toBe('olena@Example.ORG');
    for (const bad of ['', 'olena', 'olena@localhost', 'olena@example.org\r\nBcc: x@y.z', 'o l@example.org']) {
      expect(typedAddress(bad), JSON.stringify(bad)).toBeNull();
    }
    expect(typedAddress(`${'a'.repeat(250)}@example.org`)).toBeNull();
  });

  it('says every refusal of the e-mail endpoints in every language with its own sentence', () => {
    const codes = ['mail-not-configured', 'bad-email', 'no-confirmed-email', 'too-many-emails', 'mail-not-sent'];
    for (const locale of LOCALES) {
      const t = translator(ACCOUNT_DICTS, locale);
      const generic = t('account.error.generic');
      const sentences = codes.map((code) =>
        accountErrorText(new ApiError(code, 'the server’s English message', 400), t, locale),
      );
      for (const [i, sentence] of sentences.entries()) {
        expect(sentence, `${locale} ${codes[i]}`).not.toBe(generic);
        expect(sentence, `${locale} ${codes[i]}`).not.toBe('the server’s English message');
      }
      expect(new Set(sentences).size).toBe(codes.length);
    }
  });
});
