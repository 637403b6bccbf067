/** A rated player's name, linking to their profile: an account's name, or "Bot (Normal)". */
import type { RatedPlayer } from '@boardhall/protocol';
import { href } from '../app/router.ts';
import { useT } from '../i18n/I18n.tsx';
import { ratedPlayerName } from './players.ts';
import { useRatingsT } from './text/index.ts';

export function PlayerLink({ player, label }: { player: RatedPlayer; label?: string }) {
  const t = useT();
  const rt = useRatingsT();
  return (
    <a className="player-link" href={href({ name: 'player', player })} data-testid="player-link">
      {label ?? ratedPlayerName(player, t, rt)}
    </a>
  );
}
