/** The header's button that opens the table's chat, with the count of messages not yet seen. */
import { useTableT } from '../clocks/i18n/index.ts';
import { ChatIcon } from './icons.tsx';

export function ChatToggle({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const t = useTableT();
  return (
    <button
      type="button"
      className="btn btn-small chat-toggle"
      onClick={onOpen}
      data-testid="chat-open"
      aria-label={unread > 0 ? `${t('chat.title')} · ${t('chat.unread', { n: unread })}` : t('chat.title')}
      title={t('chat.title')}
    >
      <ChatIcon />
      <span className="chat-toggle-label">{t('chat.title')}</span>
      {unread > 0 ? (
        <span className="chat-unread" data-testid="chat-unread">
          {t('chat.unread', { n: unread })}
        </span>
      ) : null}
    </button>
  );
}
