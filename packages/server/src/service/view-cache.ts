import type { AnyGameDefinition, Viewer } from '@boardhall/engine';

/** Every object key and string value in a JSON-like value. */
export function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      stringsOf(v, out);
    }
  }
  return out;
}

/**
 * The views of one state, each computed at most once: the broadcast and the undo check of the
 * next action share them, which halves the work of both.
 */
export class ViewCache {
  private readonly views = new Map<Viewer, unknown>();
  private readonly strings = new Map<Viewer, Set<string>>();

  constructor(
    private readonly def: AnyGameDefinition,
    readonly state: unknown,
  ) {}

  view(viewer: Viewer): unknown {
    if (this.views.has(viewer)) return this.views.get(viewer);
    const v = this.def.view(this.state, viewer);
    this.views.set(viewer, v);
    return v;
  }

  stringsOf(viewer: Viewer): Set<string> {
    let s = this.strings.get(viewer);
    if (!s) {
      s = stringsOf(this.view(viewer));
      this.strings.set(viewer, s);
    }
    return s;
  }
}
