/** Ratings, profiles and leaderboards in English: the reference dictionary of the `ratings` family. */
import type { EnDict } from '../../i18n/types.ts';

export const ratingsEn = {
  'ratings.rated': 'Rated',
  'ratings.rating': 'Rating',
  'ratings.provisional': 'provisional',
  'ratings.provisional-hint': 'Provisional: the rating settles as more rated games are played.',
  'ratings.provisional-note': 'A rating marked “?” is provisional: it settles as its player plays more rated games.',
  'ratings.bot': 'Bot ({level})',
  'ratings.chance': '{percent} to win',
  'ratings.chance-hint': 'The rating model’s chance of this player finishing first.',

  'ratings.choice.label': 'Rated match',
  'ratings.choice.hint': 'The result changes the players’ ratings. Only signed-in players can join.',
  'ratings.choice.why.guest': 'Sign in to play a rated match.',
  'ratings.choice.why.clock': 'A rated match needs a clock: “No limit” is never rated.',
  'ratings.choice.why.people': 'A rated match needs at least two people.',
  'ratings.choice.why.bots': 'Bots in a rated match play at Easy, Normal or Hard.',
  'ratings.choice.why.fixed': 'An option here fixes the deal, which is for practice only.',
  'ratings.sign-in': 'Sign in',

  'ratings.join.rated': 'Rated match: the result changes the players’ ratings.',
  'ratings.join.needs-account': 'Only signed-in players can join a rated match.',
  'ratings.join.as': 'You play as {name}.',

  'ratings.error.not-ratable':
    'This match cannot be rated: it needs a signed-in creator, a clock, at least two people, and bots at Easy, Normal or Hard.',
  'ratings.error.rated-needs-account': 'Only signed-in players can join a rated match: sign in and try again.',
  'ratings.error.unknown-player': 'Nobody plays here under this name.',
  'ratings.error.generic': 'Something went wrong; try again.',
  'ratings.error.network': 'The server cannot be reached; try again in a moment.',

  'ratings.profile': 'Profile',
  'ratings.profile.mine': 'My profile',
  'ratings.profile.since': 'Playing since {date}',
  'ratings.profile.bot-lead': 'A bot level, rated like any player: see where you stand against it.',
  'ratings.profile.unrated': 'No rated game yet',
  'ratings.profile.place': 'Place',
  'ratings.profile.not-listed': 'Not listed yet',
  'ratings.profile.played': 'Games played',
  'ratings.profile.won': 'Won',
  'ratings.profile.won-value': '{won} ({percent})',
  'ratings.profile.no-games': 'No finished matches yet.',

  'ratings.chart.title': 'Rating in {game}',
  'ratings.chart.desc-first': 'One rated game so far: {rating}.',
  'ratings.chart.desc': {
    one: '{count} rated game: from {first} to {last}; highest {max}, lowest {min}.',
    other: '{count} rated games: from {first} to {last}; highest {max}, lowest {min}.',
  },
  'ratings.chart.axis-x': 'Rated games',

  'ratings.recent': 'Recent matches',
  'ratings.recent.place': 'Place: {place} of {players}',
  'ratings.recent.opponents': 'Against:',
  'ratings.recent.guest': 'Guest',
  'ratings.recent.unrated': 'Unrated',
  'ratings.recent.change': 'Rating: {change}',

  'ratings.h2h': 'Head to head',
  'ratings.h2h.lead': 'Matches both played to the end: how often each finished above the other.',
  'ratings.h2h.opponent': 'Opponent',
  'ratings.h2h.games': 'Games',
  'ratings.h2h.ahead': 'Ahead',
  'ratings.h2h.behind': 'Behind',
  'ratings.h2h.tied': 'Tied',

  'ratings.leaderboard': 'Leaderboard',
  'ratings.leaderboard.of': 'Leaderboard: {game}',
  'ratings.leaderboard.games': 'Game',
  'ratings.leaderboard.rule': {
    one: 'Players with at least {count} rated game are listed, ranked by a cautious estimate of their skill (the rating less three times its uncertainty), so a steady record counts for more than a lucky run.',
    other:
      'Players with at least {count} rated games are listed, ranked by a cautious estimate of their skill (the rating less three times its uncertainty), so a steady record counts for more than a lucky run.',
  },
  'ratings.leaderboard.place': 'Place',
  'ratings.leaderboard.player': 'Player',
  'ratings.leaderboard.empty': 'Nobody has played enough rated games of this game yet.',
} as const satisfies EnDict;

export type RatingsDict = typeof ratingsEn;
export type RatingsKey = keyof RatingsDict;
