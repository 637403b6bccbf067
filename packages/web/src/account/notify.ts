/**
 * Browser notifications of a game waiting for the player, while the tab is hidden. Only ever
 * asked for from a button the player presses (My games), never on page load; the choice is
 * remembered in this browser.
 */
const KEY = 'boardhall.notify';

export type NotifyState = 'unsupported' | 'off' | 'on' | 'blocked';

const supported = (): boolean => typeof Notification !== 'undefined';

function stored(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function remember(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export function notifyState(): NotifyState {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && stored() ? 'on' : 'off';
}

/** Asks the browser (from the player's click) and remembers a yes. */
export async function enableNotify(): Promise<NotifyState> {
  if (!supported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  remember(permission === 'granted');
  return notifyState();
}

export function disableNotify(): NotifyState {
  remember(false);
  return notifyState();
}

/** Shows one notification, if the player allowed them; a click brings the tab to My games. */
export function announce(title: string, body: string, onClick: () => void): void {
  if (notifyState() !== 'on') return;
  const note = new Notification(title, { body, tag: 'boardhall-your-turn' });
  note.onclick = () => {
    window.focus();
    onClick();
    note.close();
  };
}
