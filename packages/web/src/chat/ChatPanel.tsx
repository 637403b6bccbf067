/**
 * The table's chat (issue #34): the messages so far and as they come, each shown strictly as text
 * (React text nodes: a message holding markup shows the markup's characters, never an element),
 * the fixed phrases in the reader's own language, a box for a line of text, and per-seat mutes.
 * Beside the table on a wide screen; a drawer over it on a narrower one, a sheet on a phone. Spectators read it when the match
 * allows, and never write.
 */
import type { Seat } from '@boardhall/engine';
import { CHAT_PHRASES, CHAT_TEXT_MAX, type ChatMessage } from '@boardhall/protocol';
import { useEffect, useId, useRef, useState } from 'react';
import { useTableT } from '../clocks/i18n/index.ts';
import type { SeatDisplay } from '../games/types.ts';
import type { ChatInput } from '../session/online.ts';
import type { TableState } from '../session/table-feed.ts';
import { SeatEmblem } from '../ui/seats.tsx';
import { SpeakerIcon } from './icons.tsx';
import { chatRefusalKey } from './refusals.ts';

export interface ChatPanelProps {
  readonly table: TableState;
  readonly seats: readonly SeatDisplay[];
  readonly viewer: Seat | 'spectator';
  readonly send: (input: ChatInput) => boolean;
  readonly mute: (seat: Seat, muted: boolean) => void;
  readonly onClose: () => void;
  /** No room beside the table: the panel is a drawer over it (modal; a sheet on a phone), not a column. */
  readonly sheet: boolean;
}

function Message({ m, seats, viewer }: { m: ChatMessage; seats: readonly SeatDisplay[]; viewer: Seat | 'spectator' }) {
  const t = useTableT();
  const author = m.seat === viewer ? t('chat.you') : (m.name ?? seats[m.seat]?.name ?? `#${m.seat + 1}`);
  return (
    <li className="chat-message" data-testid="chat-message" data-seat={m.seat}>
      <SeatEmblem seat={m.seat} size={14} />
      <strong className="chat-author">{author}</strong>
      {/* A text node: whatever the message holds is shown as characters. */}
      <span className="chat-text">{m.phrase ? t(`chat.phrase.${m.phrase}`) : (m.text ?? '')}</span>
    </li>
  );
}

export function ChatPanel({ table, seats, viewer, send, mute, onClose, sheet }: ChatPanelProps) {
  const t = useTableT();
  const titleId = useId();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const head = useRef<HTMLHeadingElement>(null);
  const seated = viewer !== 'spectator';
  const readable = seated || table.chatAudience === 'everyone';
  const count = table.chat.length;

  // The newest message stays in sight as messages come.
  useEffect(() => {
    const el = list.current;
    if (el && count > 0) el.scrollTop = el.scrollHeight;
  }, [count]);
  useEffect(() => {
    head.current?.focus();
  }, []);
  useEffect(() => {
    if (!sheet) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [sheet, onClose]);

  const others = seats.filter((s) => s.seat !== viewer && s.kind === 'human');
  const refusal = table.chatRefusal;
  const body = (
    <section
      className={sheet ? 'chat-panel chat-sheet' : 'chat-panel'}
      data-testid="chat-panel"
      aria-labelledby={titleId}
      {...(sheet ? { role: 'dialog', 'aria-modal': true } : {})}
    >
      <header className="chat-head">
        <h2 id={titleId} ref={head} tabIndex={-1}>
          {t('chat.title')}
        </h2>
        <button type="button" className="btn btn-quiet btn-small" onClick={onClose} data-testid="chat-close">
          {t('chat.hide')}
        </button>
      </header>
      {seated && others.length > 0 ? (
        <ul className="chat-mutes" aria-label={t('chat.title')}>
          {others.map((s) => {
            const muted = table.muted.includes(s.seat);
            return (
              <li key={s.seat}>
                <button
                  type="button"
                  className="btn btn-small chat-mute"
                  aria-pressed={muted}
                  title={t(muted ? 'chat.unmute' : 'chat.mute', { player: s.name })}
                  aria-label={t(muted ? 'chat.unmute' : 'chat.mute', { player: s.name })}
                  onClick={() => mute(s.seat, !muted)}
                  data-testid={`chat-mute-${s.seat}`}
                >
                  <SpeakerIcon muted={muted} />
                  <SeatEmblem seat={s.seat} size={14} />
                  <span className="chat-mute-name">{s.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {readable ? (
        <ol className="chat-list" ref={list} aria-live="polite" aria-relevant="additions" data-testid="chat-list">
          {count === 0 ? <li className="hint chat-empty">{t('chat.empty')}</li> : null}
          {table.chat.map((m) => (
            <Message key={m.index} m={m} seats={seats} viewer={viewer} />
          ))}
        </ol>
      ) : (
        <p className="hint chat-note">{t('chat.players-only')}</p>
      )}
      {refusal ? (
        <div className="banner banner-error chat-refusal" role="alert" data-testid="chat-refusal">
          <span className="icon" aria-hidden="true">
            ⚠
          </span>
          {t(chatRefusalKey(refusal.code))}
        </div>
      ) : null}
      {seated ? (
        <>
          <fieldset className="chat-phrases">
            <legend className="visually-hidden">{t('chat.phrases')}</legend>
            {CHAT_PHRASES.map((p) => (
              <button
                key={p}
                type="button"
                className="btn btn-small"
                onClick={() => send({ phrase: p })}
                data-testid={`chat-phrase-${p}`}
              >
                {t(`chat.phrase.${p}`)}
              </button>
            ))}
          </fieldset>
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (send({ text })) setText('');
            }}
          >
            <input
              type="text"
              value={text}
              maxLength={CHAT_TEXT_MAX}
              aria-label={t('chat.message')}
              placeholder={t('chat.message')}
              onChange={(e) => setText(e.target.value)}
              data-testid="chat-input"
            />
            <button type="submit" className="btn btn-small btn-primary" disabled={text.trim().length === 0}>
              {t('chat.send')}
            </button>
            <span className="hint chat-counter" data-testid="chat-counter">
              <span aria-hidden="true">
                {text.length}/{CHAT_TEXT_MAX}
              </span>
              <span className="visually-hidden">{t('chat.counter', { n: text.length, max: CHAT_TEXT_MAX })}</span>
            </span>
          </form>
        </>
      ) : readable ? (
        <p className="hint chat-note">{t('chat.read-only')}</p>
      ) : null}
    </section>
  );
  return sheet ? <div className="chat-sheet-overlay">{body}</div> : body;
}
