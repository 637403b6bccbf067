/**
 * Characters that change how the text around them is shown instead of showing themselves. A name
 * holding one can take over a terminal (ESC and CSI start commands: colours, cursor moves, a new
 * window title, a link), or make text read other than it is (a right-to-left override shows
 * "Ann\u202egnp.exe" as "Annexe.png"; a line separator breaks one line in two). The server refuses
 * them in names (`@boardhall/protocol`), and the command line escapes them in whatever it prints
 * from a file, since files saved before that may still hold them.
 */

/**
 * True for C0 controls (U+0000–U+001F), DEL (U+007F), C1 controls (U+0080–U+009F), the line and
 * paragraph separators (U+2028, U+2029), and the bidirectional embeddings, overrides (U+202A–U+202E)
 * and isolates (U+2066–U+2069).
 */
export function isDisplayControl(codePoint: number): boolean {
  return (
    codePoint <= 0x1f ||
    (codePoint >= 0x7f && codePoint <= 0x9f) ||
    (codePoint >= 0x2028 && codePoint <= 0x202e) ||
    (codePoint >= 0x2066 && codePoint <= 0x2069)
  );
}

/** The first display control of `text` and its position (in code points, from 1), or null. */
export function findDisplayControl(text: string): { codePoint: number; position: number } | null {
  let position = 0;
  for (const char of text) {
    position++;
    const codePoint = char.codePointAt(0) as number;
    if (isDisplayControl(codePoint)) return { codePoint, position };
  }
  return null;
}

/** `U+001B`: how a refusal names a character. */
export function codePointName(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * `text` with every display control written out as an escape, `\x1b` below U+0100 and `\u202e`
 * above, so it shows as what it is and does nothing. Everything else is left as it is.
 */
export function escapeDisplayControls(text: string): string {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    if (!isDisplayControl(codePoint)) out += char;
    else if (codePoint < 0x100) out += `\\x${codePoint.toString(16).padStart(2, '0')}`;
    else out += `\\u${codePoint.toString(16).padStart(4, '0')}`;
  }
  return out;
}
