/** Asks before an action that cannot be taken back, spelling out what it will do to your board. */
import type { Seat } from '@boardhall/engine';
import { CAT, type LeaderId, type TotwView } from '@boardhall/tribes-of-the-wind';
import type { ReactNode } from 'react';
import { joinList } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/I18n.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { cellIndex, villagePreview } from './builder.ts';
import { CardMini } from './card-art.tsx';
import { TileMini } from './Supply.tsx';
import type { Confirm } from './selection.ts';
import { cellName, effectsLabel, namedId, useTotwT } from './text.ts';

export function ConfirmDialog({
  confirm,
  view,
  seat,
  onCancel,
  onConfirm,
  cancelLabel,
}: {
  confirm: Confirm;
  view: TotwView;
  seat: Seat;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
}) {
  const t = useTotwT();
  const { locale } = useI18n();
  const board = view.boards[seat] as TotwView['boards'][number];
  let title = '';
  const lines: string[] = [];
  // What the action spends, drawn: the cards discarded, or the tile that turns into a village.
  let pictures: ReactNode = null;
  if (confirm.kind === 'temple') {
    const a = confirm.action;
    const slots = CAT.leaders.get(view.leaders[seat] as LeaderId)?.templeSlots ?? [];
    title = t('totw.action.build-temple');
    pictures = a.discard.map((id) => <CardMini key={id} id={id} locale={locale} />);
    lines.push(
      t('totw.confirm.temple', {
        cards: joinList(
          a.discard.map((id) => namedId(id, locale)),
          locale,
        ),
        slot: a.slot + 1,
        cell: cellName(a.cell),
        effects: effectsLabel(slots[a.slot] ?? [], locale, true),
      }),
      t('totw.confirm.blind'),
    );
  } else if (confirm.kind === 'discard') {
    title = t('totw.action.discard', { count: confirm.action.discard.length });
    pictures = confirm.action.discard.map((id) => <CardMini key={id} id={id} locale={locale} />);
    lines.push(
      t('totw.confirm.discard', {
        cards: joinList(
          confirm.action.discard.map((id) => namedId(id, locale)),
          locale,
        ),
      }),
      t('totw.confirm.blind'),
    );
  } else {
    const cell = cellIndex(confirm.action.cell);
    const tile = board.tiles[cell] ?? '';
    const def = CAT.forest.get(tile);
    title = t('totw.action.build-village');
    if (def) pictures = <TileMini tile={tile} size={64} />;
    lines.push(t('totw.confirm.village', { tile: namedId(tile, locale), cell: cellName(cell) }));
    if (def) {
      const turbine = CAT.turbine.has(tile);
      const preview = villagePreview(
        board,
        def.slots,
        turbine,
        view.config.buildPollutionStacks,
        board.pollution,
        cell,
      );
      lines.push(t('totw.confirm.village-riders', { count: preview.riders }));
      lines.push(
        turbine
          ? t('totw.confirm.village-turbine')
          : preview.polluted.length > 0
            ? t('totw.confirm.village-pollution', { cells: joinList(preview.polluted.map(cellName), locale) })
            : t('totw.confirm.village-no-pollution'),
      );
      const bonuses = def.bonuses.filter((b) => b.kind !== 'turbine');
      if (bonuses.length > 0)
        lines.push(t('totw.confirm.village-bonus', { effects: effectsLabel(bonuses, locale, true) }));
    }
    if (board.markers === 1 && view.endToken === null) lines.push(t('totw.confirm.fifth'));
    lines.push(t('totw.confirm.village-card'));
  }
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} data-testid="confirm">
            {title}
          </button>
        </>
      }
    >
      {pictures ? (
        <div className="tw-confirm-pictures" aria-hidden="true">
          {pictures}
        </div>
      ) : null}
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Dialog>
  );
}
