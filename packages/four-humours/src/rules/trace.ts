/** The resolution trace of one scene card or party tile (UI-DESIGN §8.1), as log entries. */
import type { LogSink } from '@boardhall/engine';
import { HUMOURS } from '../content/schema.ts';
import { type Params, potionParams, slotParams } from '../message-params.ts';
import { EMPTY, type PotionCode } from '../state.ts';
import { EFFECT_CODES, type PartyInfo, type SceneInfo, type SlotInfo, type StepInfo, type Tables } from '../tables.ts';
import { OUT_DISCARD, OUT_ESCAPE, OUT_WIN, type StepTrace } from './ladder.ts';

/** The card a line is about, by id: `scene` or `party`. */
export function sourceParams(info: SceneInfo | PartyInfo, kind: 'scene' | 'party'): Params {
  return kind === 'party' ? { party: info.id } : { scene: info.id };
}

/**
 * Logs one resolution: a header, each step reached (count found, case matched or none, its
 * effect and flow), then each potion by slot with its outcome. Steps after the one that
 * stopped are not reached and not logged; an empty card gets a single line. Every line carries
 * the source's id.
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
  const src = sourceParams(info, kind);
  const ladder = { ladder: info.def.ladder };
  const empty = slots.every((p) => p === EMPTY);
  if (kind === 'scene') {
    const cell = info.cell >= 0 ? t.cells[info.cell] : undefined;
    // A location scene is where its cell is; an animal scene belongs to its whole zone.
    const where = { where: cell ? cell.id : (t.zones[info.zone] ?? '?') };
    const key = empty ? 'fh.log.scene-empty' : cell ? 'fh.log.scene' : 'fh.log.scene-animal';
    log.push({ key, params: { ...src, ...where, ...ladder, position: position + 1 } });
  } else {
    const key = empty ? 'fh.log.party-empty' : 'fh.log.party';
    log.push({ key, params: { ...src, ...ladder, order: (info as PartyInfo).def.order } });
  }
  if (empty) return;
  const steps = info.steps;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as StepInfo;
    const tr = trace[i];
    if (!tr?.reached) continue;
    const c = tr.matched >= 0 ? step.cases[tr.matched] : undefined;
    let key = 'fh.log.step.none';
    if (tr.found > 0) {
      key = c
        ? `fh.log.step.${c.gte ? 'gte' : 'eq'}.${EFFECT_CODES[c.effect] ?? 'discard'}.${c.stop ? 'stop' : 'continue'}`
        : 'fh.log.step.no-case';
    }
    log.push({
      key,
      params: {
        ...src,
        step: i + 1,
        humour: HUMOURS[step.humour] ?? '?',
        count: tr.found,
        n: c ? c.n : 0,
        next: i + 2,
      },
    });
  }
  let any = false;
  for (let i = 0; i < slots.length; i++) {
    const p = slots[i] as PotionCode;
    if (p === EMPTY) continue;
    const o = outcomes[i];
    let key: string;
    if (o === OUT_WIN) {
      any = true;
      key = 'fh.log.outcome.win';
    } else if (o === OUT_ESCAPE) key = 'fh.log.outcome.escape';
    else {
      const what = o === OUT_DISCARD ? 'discard' : 'leftover';
      key = `fh.log.outcome.${what}-${kind === 'party' ? 'removed' : 'bag'}`;
    }
    log.push({ key, params: { ...src, ...slotParams(info.slots[i] as SlotInfo, i), ...potionParams(p) } });
  }
  if (!any) log.push({ key: kind === 'party' ? 'fh.log.party-nobody-wins' : 'fh.log.nobody-wins', params: src });
}
