import { type ClientHints, clientHints, type TotwView } from '@boardhall/tribes-of-the-wind';

/**
 * The hints of a view (pending decision, playability, tasks, plant costs, scores), computed here:
 * the server no longer puts them in every view. Memoised per view object, since several
 * components of one render ask for them and a view is never changed once received.
 */
const cache = new WeakMap<TotwView, ClientHints>();

export function hintsOf(view: TotwView): ClientHints {
  let hints = cache.get(view);
  if (hints === undefined) {
    hints = clientHints(view);
    cache.set(view, hints);
  }
  return hints;
}
