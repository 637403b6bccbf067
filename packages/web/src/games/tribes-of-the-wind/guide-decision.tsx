/**
 * A decision while effects resolve (cleanse, plant, move, catapult, free temple, village card,
 * firebreak, rooted riders, draw, ability), guided one field at a time.
 */
import { type ClientHints, editionOf, tablesOf } from '@boardhall/tribes-of-the-wind';
import {
  byCell,
  cellsForSlot,
  drawDeck,
  drawRowSlots,
  moveSources,
  moveTargets,
  type NodeKey,
  type Of,
  ofType,
  plantCells,
  plantSources,
  slotsOf,
  villageCardChoices,
  villageCardSlots,
} from './builder.ts';
import { cancelButton, type Guide, type GuideContext, skipButton } from './guide.tsx';
import { hintsOf } from './hints.ts';
import {
  abilityName,
  abilityText,
  cellName,
  effectLabel,
  effectsLabel,
  elementName,
  lower,
  namedId,
  nodeName,
  sourceLabel,
  taskLabel,
} from './text.ts';

export type Decision = NonNullable<ClientHints['pending']>;

export function guideDecision(ctx: GuideContext, g: Guide, decision: Decision): void {
  const { view, usable, sel, own, t, locale, send, setSel } = ctx;
  const nodeLabel = (k: NodeKey) => nodeName(k === 'capital' ? 'capital' : { r: Math.floor(k / 4), c: k % 4 }, locale);
  const src =
    decision.source && decision.source.kind !== 'drawStep' && decision.source.kind !== 'endOfTurn'
      ? sourceLabel(decision.source, locale)
      : '';
  switch (decision.kind) {
    case 'cleanse': {
      g.prompt = t('totw.prompt.cleanse');
      g.progress = `${decision.done + 1}/${decision.n}`;
      for (const [cell, a] of byCell(ofType(usable, 'cleanse'))) {
        const tokens = own.pollution[cell] ?? 0;
        g.boardTargets.set(cell, {
          label: `${t('totw.prompt.cleanse')}: ${cellName(cell)} (${t('totw.count.pollution', { count: tokens })})`,
          onPick: () => send(a),
        });
      }
      break;
    }
    case 'plant': {
      const costs = hintsOf(view).plantCosts;
      if (sel.k === 'plant') {
        g.marketSelected = sel.source;
        const tile = sel.source < 0 ? view.stack.top : view.market[sel.source];
        g.prompt = t('totw.prompt.plant-cell', { tile: tile ? namedId(tile, locale) : '' });
        for (const [cell, a] of plantCells(usable, sel.source)) {
          g.boardTargets.set(cell, {
            label: `${tile ? namedId(tile, locale) : ''} → ${cellName(cell)}`,
            onPick: () => send(a),
          });
        }
        g.buttons.push(cancelButton(ctx));
      } else {
        g.prompt = t('totw.prompt.plant');
      }
      for (const source of plantSources(usable)) {
        const tile = source < 0 ? view.stack.top : view.market[source];
        const cost = costs.find((c) => c.slot === source)?.cost;
        g.marketTargets.set(source, {
          label: `${effectLabel({ kind: 'plant', discount: 0 }, locale)}: ${tile ? namedId(tile, locale) : ''} (${t('totw.cost', { n: cost ?? 0 })})`,
          onPick: () => setSel({ k: 'plant', source }),
        });
      }
      g.buttons.push(skipButton(ctx, t('totw.prompt.skip')));
      break;
    }
    case 'move':
    case 'catapult': {
      const acts: (Of<'step'> | Of<'catapult'>)[] =
        decision.kind === 'move' ? ofType(usable, 'step') : ofType(usable, 'catapult');
      const sources = moveSources(acts);
      const from = sel.k === 'node' ? sel.from : sources.size === 1 ? ([...sources][0] as NodeKey) : null;
      if (decision.kind === 'move') {
        g.progress = t('totw.prompt.steps-left', { n: decision.n - decision.done });
      }
      if (from !== null && sources.has(from)) {
        g.boardSelected = from;
        g.prompt = t(decision.kind === 'move' ? 'totw.prompt.move-to' : 'totw.prompt.catapult-to', {
          from: nodeLabel(from),
        });
        for (const [to, a] of moveTargets(acts, from)) {
          g.boardTargets.set(to, { label: `${nodeLabel(from)} → ${nodeLabel(to)}`, onPick: () => send(a) });
        }
        if (sources.size > 1) {
          for (const s of sources) {
            if (s !== from && !g.boardTargets.has(s)) {
              g.boardTargets.set(s, { label: t('totw.prompt.move'), onPick: () => setSel({ k: 'node', from: s }) });
            }
          }
        }
      } else {
        g.prompt = t(decision.kind === 'move' ? 'totw.prompt.move' : 'totw.prompt.catapult');
        for (const s of sources) {
          g.boardTargets.set(s, {
            label: `${t('totw.prompt.move')}: ${nodeLabel(s)}`,
            onPick: () => setSel({ k: 'node', from: s }),
          });
        }
      }
      g.buttons.push(skipButton(ctx, decision.kind === 'move' ? t('totw.prompt.stop-moving') : t('totw.prompt.skip')));
      break;
    }
    case 'freeTemple': {
      const acts = ofType(usable, 'freeTemple');
      if (sel.k === 'freeTemple') {
        g.slotSelected = sel.slot;
        g.prompt = t('totw.prompt.temple-cell', { n: sel.slot + 1 });
        for (const [cell, a] of cellsForSlot(acts, sel.slot))
          g.boardTargets.set(cell, { label: cellName(cell), onPick: () => send(a) });
        g.buttons.push(cancelButton(ctx));
      } else {
        g.prompt = t('totw.prompt.free-temple');
      }
      for (const slot of slotsOf(acts)) {
        g.slotTargets.set(slot, {
          label: t('totw.temple-slot', { n: slot + 1 }),
          onPick: () => setSel({ k: 'freeTemple', slot }),
        });
      }
      g.buttons.push(skipButton(ctx, t('totw.prompt.skip')));
      break;
    }
    case 'villageCard': {
      for (const slot of villageCardSlots(usable)) {
        g.vrowTargets.set(slot, {
          label: t('totw.prompt.village-card'),
          onPick: () => setSel({ k: 'vcard', slot }),
        });
      }
      if (sel.k === 'vcard') {
        g.vrowSelected = sel.slot;
        const id = view.villageRow[sel.slot] ?? '';
        const card = tablesOf(editionOf(view.config)).villages.get(id);
        const choices = villageCardChoices(usable, sel.slot);
        const use = choices.find((a) => a.side === 'immediate');
        const tuck = choices.find((a) => a.side === 'tuck' && a.replace === undefined);
        const replaces = choices.filter((a) => a.side === 'tuck' && a.replace !== undefined);
        g.prompt =
          replaces.length > 0
            ? `${t('totw.prompt.village-side', { card: namedId(id, locale) })} · ${t('totw.prompt.replace')}`
            : t('totw.prompt.village-side', { card: namedId(id, locale) });
        if (card && use) {
          g.buttons.push(
            <button
              key="use"
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => send(use)}
              data-testid="vcard-use"
            >
              {t('totw.use-now-effects', { effects: effectsLabel(card.immediate, locale) })}
            </button>,
          );
        }
        if (card && tuck) {
          g.buttons.push(
            <button
              key="tuck"
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => send(tuck)}
              data-testid="vcard-tuck"
            >
              {t('totw.tuck-task', { task: taskLabel(card.task, locale), vp: card.vp })}
            </button>,
          );
        }
        for (const a of replaces) {
          const old = own.tucked[a.replace as number];
          g.tuckTargets.set(a.replace as number, {
            label: `${t('totw.prompt.replace')}: ${old ? namedId(old, locale) : ''} → ${namedId(id, locale)}`,
            onPick: () => send(a),
          });
        }
        g.buttons.push(cancelButton(ctx));
      } else {
        g.prompt = t('totw.prompt.village-card');
      }
      break;
    }
    case 'firebreak': {
      g.prompt = t('totw.prompt.firebreak');
      for (const [cell, a] of byCell(ofType(usable, 'firebreak'))) {
        g.boardTargets.set(cell, { label: `${t('totw.prompt.firebreak')}: ${cellName(cell)}`, onPick: () => send(a) });
      }
      break;
    }
    case 'rooted': {
      const top = view.queue[view.queue.length - 1];
      const cell = top && top.t === 'rooted' ? cellName(top.cell) : '';
      g.prompt = t('totw.prompt.rooted', { cell });
      for (const a of ofType(usable, 'rootedRiders')) {
        g.buttons.push(
          <button
            key={String(a.accept)}
            type="button"
            className={`btn btn-small ${a.accept ? 'btn-primary' : ''}`}
            onClick={() => send(a)}
            data-testid={a.accept ? 'rooted-yes' : 'rooted-no'}
          >
            {a.accept ? t('totw.prompt.rooted-yes') : t('totw.prompt.rooted-no')}
          </button>,
        );
      }
      break;
    }
    case 'draw': {
      g.prompt = t(decision.blind ? 'totw.prompt.draw-blind' : 'totw.prompt.draw', {
        done: decision.done + 1,
        n: decision.n,
      });
      const slots = drawRowSlots(usable);
      for (const slot of slots) {
        const e = view.row[slot];
        const a = ofType(usable, 'draw').find((x) => x.source === 'row' && x.slot === slot);
        if (e && a) {
          g.rowTargets.set(slot, {
            label: t('totw.element-row-slot', { n: slot + 1, el: elementName(e, locale) }),
            onPick: () => send(a),
          });
        }
      }
      const deck = drawDeck(usable);
      if (deck) {
        g.deckTarget = {
          label: view.deck.top
            ? t('totw.deck-take', { el: lower(elementName(view.deck.top, locale), locale) })
            : t('totw.deck-take-hidden'),
          onPick: () => send(deck),
        };
      }
      break;
    }
    case 'ability': {
      g.prompt =
        decision.n > 1
          ? t('totw.prompt.ability-of', { done: decision.done + 1, n: decision.n })
          : t('totw.prompt.ability');
      const choices = ofType(usable, 'ability');
      for (const a of choices) {
        g.abilityTargets.set(a.id, { label: abilityName(a.id, locale), onPick: () => send(a) });
      }
      // The choice also sits in the prompt, with each card's text, beside your hand.
      g.detail = (
        <div className="tw-detail" data-testid="ability-choices">
          {choices.map((a) => (
            <div key={a.id} className="tw-detail-row">
              <div className="tw-detail-text tw-detail-ability">
                <strong>{abilityName(a.id, locale)}</strong>
                <span>{abilityText(a.id, locale)}</span>
              </div>
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => send(a)}
                data-testid="ability-choice"
                data-ability={a.id}
              >
                {t('totw.prompt.choose')}
              </button>
            </div>
          ))}
        </div>
      );
      break;
    }
  }
  if (src)
    g.progress = g.progress
      ? `${g.progress} · ${t('totw.prompt.from', { source: src })}`
      : t('totw.prompt.from', { source: src });
}
