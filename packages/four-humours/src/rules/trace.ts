/** The resolution trace of one scene card or party tile (UI-DESIGN §8.1), as log entries. */
import type { LogSink } from '@boardhall/engine';
import { humourParams, type Params, potionParams, slotParams } from '../log.ts';
import { EMPTY, type PotionCode } from '../state.ts';
import { EFFECT_CODES, type PartyInfo, type SceneInfo, type SlotInfo, type Tables } from '../tables.ts';
import { OUT_DISCARD, OUT_ESCAPE, OUT_LEFTOVER, OUT_WIN, type StepTrace } from './ladder.ts';

export function sourceParams(_t: Tables, info: SceneInfo | PartyInfo, kind: 'scene' | 'party'): Params {
  if (kind === 'party') return { party: info.def.name, partyId: info.id };
  return { scene: info.def.name, sceneId: info.id };
}

function ladderName(t: Tables, id: string): string {
  return t.content.ladders.find((l) => l.id === id)?.name ?? id;
}

/**
 * Logs one resolution: a header, each step reached (count found, case matched or none, its
 * effect and flow), then each potion by slot with its outcome. Steps after the one that
 * stopped are not reached and not logged; an empty card gets a single line. Lines after the
 * header carry only the source id, to keep logs small.
 */
export function logTrace(
  log: LogSink,
  t: Tables,
  kind: 'scene' | 'party',
  info: SceneInfo | PartyInfo,
  position: number,
  slots: readonly PotionCode[],
  outcomes: readonly number[],
  trace: readonly StepTrace[],
): void {
  const src = sourceParams(t, info, kind);
  const ladder = { ladder: ladderName(t, info.def.ladder), ladderId: info.def.ladder };
  const empty = slots.every((p) => p === EMPTY);
  if (kind === 'scene') {
    const scene = info as SceneInfo;
    const cell = scene.cell >= 0 ? t.cells[scene.cell] : undefined;
    const where = cell
      ? { where: cell.def.name, whereId: cell.id }
      : { where: t.tiles[info.zone]?.name ?? '?', whereId: t.zones[info.zone] ?? '?' };
    const key = empty ? 'fh.log.scene-empty' : cell ? 'fh.log.scene' : 'fh.log.scene-animal';
    log.push({ key, params: { ...src, ...where, ...ladder, position: position + 1 } });
  } else {
    const key = empty ? 'fh.log.party-empty' : 'fh.log.party';
    log.push({ key, params: { ...src, ...ladder, order: (info as PartyInfo).def.order } });
  }
  if (empty) return;
  const id: Params = kind === 'scene' ? { sceneId: info.id } : { partyId: info.id };
  info.steps.forEach((step, i) => {
    const tr = trace[i];
    if (!tr?.reached) return;
    const base = { ...id, step: i + 1, ...humourParams(step.humour) };
    if (tr.found === 0) log.push({ key: 'fh.log.step.none', params: base });
    else if (tr.matched < 0) log.push({ key: 'fh.log.step.no-case', params: { ...base, count: tr.found } });
    else {
      const c = step.cases[tr.matched];
      if (!c) return;
      const effect = EFFECT_CODES[c.effect] ?? 'discard';
      const key = `fh.log.step.${c.gte ? 'gte' : 'eq'}.${effect}.${c.stop ? 'stop' : 'continue'}`;
      log.push({ key, params: { ...base, count: tr.found, n: c.n, next: i + 2 } });
    }
  });
  let any = false;
  slots.forEach((p, i) => {
    if (p === EMPTY) return;
    const o = outcomes[i];
    const params = { ...id, ...slotParams(info.slots[i] as SlotInfo, i), ...potionParams(p) };
    if (o === OUT_WIN) {
      any = true;
      log.push({ key: 'fh.log.outcome.win', params });
    } else if (o === OUT_ESCAPE) log.push({ key: 'fh.log.outcome.escape', params });
    else if (o === OUT_DISCARD || o === OUT_LEFTOVER) {
      const fate = kind === 'party' ? 'removed' : 'bag';
      const what = o === OUT_DISCARD ? 'discard' : 'leftover';
      log.push({ key: `fh.log.outcome.${what}-${fate}`, params });
    }
  });
  if (!any) log.push({ key: kind === 'party' ? 'fh.log.party-nobody-wins' : 'fh.log.nobody-wins', params: src });
}
