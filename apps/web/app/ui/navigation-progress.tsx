import { useNavigation } from 'react-router';
import { useT } from '../i18n/i18n';

/**
 * A thin bar at the top while a page (its data, or its code on first visit) is loading; shown
 * after a short delay (CSS) so quick navigations do not flash.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  const t = useT();
  return (
    <div className="nav-progress" data-busy={busy} role="progressbar" aria-label={t('layout.loading')} hidden={!busy} />
  );
}
