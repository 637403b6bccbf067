/**
 * The speed and the chat audience of a new online match (issue #34): real time (fast, normal,
 * slow), a custom bank and increment, turn-based days per move, or no limit; and who may read
 * the table's chat.
 */
import {
  type ChatAudience,
  CUSTOM_BANK_MAX_SECONDS,
  CUSTOM_INCREMENT_MAX_SECONDS,
  type RealtimePreset,
  type Speed,
  type TurnDays,
} from '@boardhall/protocol';
import type { Translate } from '../i18n/translator.ts';
import { type TableKey, useTableT } from './i18n/index.ts';
import './speed.css';

type Kind = Speed['kind'];
const KINDS: readonly Kind[] = ['realtime', 'custom', 'turn-based', 'none'];
const PRESETS: readonly RealtimePreset[] = ['fast', 'normal', 'slow'];
const DAYS: readonly TurnDays[] = [1, 2, 3, 7];
const BANK_MAX_MINUTES = CUSTOM_BANK_MAX_SECONDS / 60;

/** The form's choice, kept as typed so that a half-typed number is not lost. */
export interface SpeedChoice {
  readonly kind: Kind;
  readonly preset: RealtimePreset;
  readonly days: TurnDays;
  /** As typed: minutes of bank and seconds of increment. */
  readonly bankMinutes: string;
  readonly incrementSeconds: string;
  readonly audience: ChatAudience;
}

/** Real time, normal: the default; the chat for the seats only. */
export const DEFAULT_SPEED_CHOICE: SpeedChoice = {
  kind: 'realtime',
  preset: 'normal',
  days: 2,
  bankMinutes: '10',
  incrementSeconds: '5',
  audience: 'seats',
};

/** A whole number in [min, max] as typed, or null. */
function wholeIn(text: string, min: number, max: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

/** The speed the choice asks for, or which field is wrong. */
export function speedOf(c: SpeedChoice): { speed: Speed } | { error: 'bank' | 'increment' } {
  switch (c.kind) {
    case 'realtime':
      return { speed: { kind: 'realtime', preset: c.preset } };
    case 'turn-based':
      return { speed: { kind: 'turn-based', days: c.days } };
    case 'none':
      return { speed: { kind: 'none' } };
    case 'custom': {
      const bank = wholeIn(c.bankMinutes, 1, BANK_MAX_MINUTES);
      if (bank === null) return { error: 'bank' };
      const increment = wholeIn(c.incrementSeconds, 0, CUSTOM_INCREMENT_MAX_SECONDS);
      if (increment === null) return { error: 'increment' };
      return { speed: { kind: 'custom', bankSeconds: bank * 60, incrementSeconds: increment } };
    }
  }
}

/** Which number of a custom speed is wrong, in words. */
export function speedErrorText(wrong: 'bank' | 'increment', t: Translate<TableKey>): string {
  return wrong === 'bank'
    ? t('speed.error.bank', { max: BANK_MAX_MINUTES })
    : t('speed.error.increment', { max: CUSTOM_INCREMENT_MAX_SECONDS });
}

export function SpeedPicker({ value, onChange }: { value: SpeedChoice; onChange: (c: SpeedChoice) => void }) {
  const t = useTableT();
  const set = (p: Partial<SpeedChoice>) => onChange({ ...value, ...p });
  const checked = speedOf(value);
  const wrong = 'error' in checked ? checked.error : null;
  return (
    <>
      <fieldset className="speed-picker" data-testid="speed-picker">
        <legend>{t('speed.title')}</legend>
        <div className="segmented">
          {KINDS.map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="speed-kind"
                checked={value.kind === k}
                onChange={() => set({ kind: k })}
                data-testid={`speed-${k}`}
              />
              {t(`speed.kind.${k}`)}
            </label>
          ))}
        </div>
        {value.kind === 'realtime' ? (
          <>
            <div className="segmented speed-presets">
              {PRESETS.map((p) => (
                <label key={p}>
                  <input
                    type="radio"
                    name="speed-preset"
                    checked={value.preset === p}
                    onChange={() => set({ preset: p })}
                    data-testid={`speed-preset-${p}`}
                  />
                  {t(`speed.preset.${p}`)}
                </label>
              ))}
            </div>
            <span className="hint">{t(`speed.preset.${value.preset}.hint`)}</span>
          </>
        ) : null}
        {value.kind === 'custom' ? (
          <div className="speed-custom">
            <label className="field">
              {t('speed.bank')}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={BANK_MAX_MINUTES}
                step={1}
                value={value.bankMinutes}
                aria-invalid={wrong === 'bank'}
                onChange={(e) => set({ bankMinutes: e.target.value })}
                data-testid="speed-bank"
              />
            </label>
            <label className="field">
              {t('speed.increment')}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={CUSTOM_INCREMENT_MAX_SECONDS}
                step={1}
                value={value.incrementSeconds}
                aria-invalid={wrong === 'increment'}
                onChange={(e) => set({ incrementSeconds: e.target.value })}
                data-testid="speed-increment"
              />
            </label>
            {wrong ? (
              <p className="banner banner-error speed-error" role="alert" data-testid="speed-error">
                <span className="icon" aria-hidden="true">
                  ⚠
                </span>
                {speedErrorText(wrong, t)}
              </p>
            ) : null}
          </div>
        ) : null}
        {value.kind === 'turn-based' ? (
          <div className="segmented">
            {DAYS.map((d) => (
              <label key={d}>
                <input
                  type="radio"
                  name="speed-days"
                  checked={value.days === d}
                  onChange={() => set({ days: d })}
                  data-testid={`speed-days-${d}`}
                />
                {t('speed.days', { count: d })}
              </label>
            ))}
          </div>
        ) : null}
        {value.kind === 'none' ? <span className="hint">{t('speed.none-hint')}</span> : null}
      </fieldset>
      <fieldset className="speed-picker" data-testid="chat-audience">
        <legend>{t('chat.audience')}</legend>
        <div className="segmented">
          {(['seats', 'everyone'] as const).map((a) => (
            <label key={a}>
              <input
                type="radio"
                name="chat-audience"
                checked={value.audience === a}
                onChange={() => set({ audience: a })}
                data-testid={`chat-audience-${a}`}
              />
              {t(`chat.audience.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
