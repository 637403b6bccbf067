import { type AnyGameDefinition, canonicalJson, type Seat, type Viewer } from '@boardhall/engine';

/** Every object key and string value in a JSON-like value. */
export function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') stringsOf(v, out);
    }
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const k in obj) {
      out.add(k);
      const v = obj[k];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') stringsOf(v, out);
    }
  }
  return out;
}

/**
 * The views (and secrets) of one state, each computed at most once: the broadcast and the undo
 * checks of this action and the next share them.
 */
export class ViewCache {
  private readonly views = new Map<Viewer, unknown>();
  private readonly strings = new Map<Viewer, Set<string>>();
  private readonly secrets = new Map<Seat, string>();

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

  /** `secretsOf(state, seat)` as a canonical text, order ignored. */
  secretsOf(seat: Seat): string {
    let s = this.secrets.get(seat);
    if (s === undefined) {
      s = canonicalJson([...this.def.secretsOf(this.state, seat)].sort());
      this.secrets.set(seat, s);
    }
    return s;
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
