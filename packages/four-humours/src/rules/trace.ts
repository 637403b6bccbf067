/** The resolution trace of one scene card or party tile (UI-DESIGN §8.1), as log entries. */
import type { LogSink } from '@boardhall/engine';
import { humourParams, type Params, potionParams, slotParams } from '../log.ts';
import { EMPTY, type PotionCode } from '../state.ts';
import { EFFECT_CODES, type PartyInfo, type SceneInfo, type Tables } from '../tables.ts';
import { OUT_DISCARD, OUT_ESCAPE, OUT_LEFTOVER, OUT_WIN, type StepTrace } from './ladder.ts';

export function sourceParams(_t: Tables, info: SceneInfo | PartyInfo, kind: 'scene' | 'party'): Params {
  if (kind === 'party') return { party: info.def.name, partyId: info.id };
  return { scene: info.def.name, sceneId: info.id };
}

function ladderName(t: Tables, id: string): string {
  return t.content.ladders.find((l) => l.id === id)?.name ?? id;
}

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
  if (kind === 'scene') {
    const where =
      (info as SceneInfo).cell >= 0
        ? {
            where: t.cells[(info as SceneInfo).cell]?.def.name ?? '?',
            whereId: t.cells[(info as SceneInfo).cell]?.id ?? '?',
          }
        : { where: t.tiles[info.zone]?.name ?? '?', whereId: t.zones[info.zone] ?? '?' };
    const key = (info as SceneInfo).cell >= 0 ? 'fh.log.scene' : 'fh.log.scene-animal';
    log.push({ key, params: { ...src, ...where, ...ladder, position: position + 1 } });
  } else {
    log.push({ key: 'fh.log.party', params: { ...src, ...ladder, order: (info as PartyInfo).def.order } });
  }
  slots.forEach((p, i) => {
    const slot = slotParams(info.slots[i] as SceneInfo['slots'][number], i);
    if (p === EMPTY) log.push({ key: 'fh.log.slot-empty', params: { ...src, ...slot } });
    else log.push({ key: 'fh.log.slot', params: { ...src, ...slot, ...potionParams(p) } });
  });
  info.steps.forEach((step, i) => {
    const tr = trace[i];
    const base = { ...src, step: i + 1, ...humourParams(step.humour) };
    if (!tr?.reached) log.push({ key: 'fh.log.step.unreached', params: base });
    else if (tr.found === 0) log.push({ key: 'fh.log.step.none', params: base });
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
    const params = { ...src, ...slotParams(info.slots[i] as SceneInfo['slots'][number], i), ...potionParams(p) };
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
