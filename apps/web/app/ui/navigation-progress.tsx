import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while a page (its data, or its code on first visit) is loading; shown
 * after a short delay (CSS) so quick navigations do not flash.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return <div className="nav-progress" data-busy={busy} role="progressbar" aria-label="Loading page" hidden={!busy} />;
}
