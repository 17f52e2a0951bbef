import { useT } from '../../i18n/i18n';

/** Shown on every screen the built-in test provider touches. */
export function TestModeNotice({ detail }: { detail?: string }) {
  const t = useT();
  return (
    <p className="test-mode-notice" role="note">
      <strong>{t('pay.test.mode')}</strong>
      {detail && <span> {detail}</span>}
    </p>
  );
}
