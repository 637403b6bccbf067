/**
 * The number of random games a kit run plays: `setting` (the BOARDHALL_KIT_GAMES variable, for a
 * deeper run than the suite's, e.g. 5000) if given, else the suite's default, sized for the test
 * command's time budget.
 */
export function kitGames(setting: string | undefined, fallback: number): number {
  if (setting === undefined || setting === '') return fallback;
  const games = Number(setting);
  if (!Number.isInteger(games) || games < 1) {
    throw new Error(`BOARDHALL_KIT_GAMES must be a whole number of games, at least 1, not '${setting}'`);
  }
  return games;
}
