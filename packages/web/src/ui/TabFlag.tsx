/** The mark on a phone's tab whose section holds the others' last moves (`marked-sections.ts`). */
import { useI18n } from '../i18n/I18n.tsx';

export function TabFlag({ on }: { on: boolean }) {
  const { t } = useI18n();
  if (!on) return null;
  return (
    <>
      <span className="tab-flag" aria-hidden="true" data-testid="tab-flag" />
      <span className="visually-hidden"> ({t('app.tab-has-moves')})</span>
    </>
  );
}
