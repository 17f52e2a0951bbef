import { useFetcher, useLocation } from 'react-router';
import { dataSaverPath, useDataSaver } from '../../lib/data-saver';
import { useHydrated } from '../../lib/use-hydrated';
import { useT } from '../../i18n/i18n';

/** The menu's data saver switch: one button that turns it on or off (a plain form without JavaScript). */
export function DataSaverToggle() {
  const fetcher = useFetcher<{ dataSaver: boolean }>({ key: 'data-saver' });
  const saved = useDataSaver();
  const t = useT();
  const location = useLocation();
  const hydrated = useHydrated();
  // The choice on its way shows at once.
  const on = fetcher.formData ? fetcher.formData.get('data_saver') === 'on' : saved;
  return (
    <fetcher.Form method="post" action={dataSaverPath} className="data-saver-form">
      <input type="hidden" name="data_saver" value={on ? 'off' : 'on'} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      <button type="submit" className="link-button data-saver-toggle" aria-pressed={on}>
        {t(on ? 'menu.data-saver.on' : 'menu.data-saver.off')}
      </button>
    </fetcher.Form>
  );
}
