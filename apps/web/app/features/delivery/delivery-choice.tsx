import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { PickupStation } from '@oja/shared/delivery';
import { formatMajor, type Currency } from '@oja/shared/money';
import type { StationsData } from '../../routes/place-order-stations';
import { useT } from '../../i18n/i18n';
import { useHydrated } from '../../lib/use-hydrated';

export const stationsPath = '/place-order/stations';

/** The delivery chosen so far: home delivery, or a station's id. */
export interface DeliverySelection {
  method: 'home' | 'pickup';
  stationId: string;
}

/** Pickup stations are in Nigeria only: elsewhere the choice is not offered (issue 30, E25). */
export const offersPickup = (country: string) => country === 'NG';

/** The active pickup stations of the state typed so far (none before a Nigerian state is given). */
export function usePickupStations(country: string, state: string, fallback?: PickupStation[]) {
  const fetcher = useFetcher<StationsData>();
  const { load } = fetcher;
  const wanted = offersPickup(country) ? state.trim() : '';
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => void load(`${stationsPath}?${new URLSearchParams({ state: wanted })}`), 350);
    return () => clearTimeout(timer);
  }, [wanted, load]);
  const fresh = fetcher.data && 'stations' in fetcher.data ? fetcher.data.stations : undefined;
  return { stations: wanted ? (fresh ?? fallback ?? []) : [], loading: fetcher.state !== 'idle' };
}

interface DeliveryChoiceProps {
  /** The address's country: the pickup option is offered in Nigeria only. */
  country: string;
  stations: PickupStation[];
  loading: boolean;
  currency: Currency;
  selection: DeliverySelection;
  onChange: (selection: DeliverySelection) => void;
  problem?: string;
}

/** "Delivery": to the address, or collected from a pickup station in the chosen state. */
export function DeliveryChoice({
  country,
  stations,
  loading,
  currency,
  selection,
  onChange,
  problem,
}: DeliveryChoiceProps) {
  const offered = offersPickup(country);
  const pickup = offered && selection.method === 'pickup';
  const t = useT();
  const hydrated = useHydrated();
  const ready = (s: PickupStation) =>
    s.delivery_days.min === s.delivery_days.max
      ? t('checkout.station.ready', { count: s.delivery_days.max })
      : t('checkout.station.ready-range', { min: s.delivery_days.min, max: s.delivery_days.max });
  return (
    <fieldset className="delivery-choice" aria-busy={loading}>
      <legend>{t('checkout.delivery.question')}</legend>
      <label className="choice">
        <input
          type="radio"
          name="delivery_method"
          value="home"
          checked={!pickup}
          onChange={() => onChange({ method: 'home', stationId: '' })}
        />
        <span>{t('checkout.delivery.home')}</span>
      </label>
      {offered && (
        <label className="choice">
          <input
            type="radio"
            name="delivery_method"
            value="pickup"
            checked={pickup}
            disabled={stations.length === 0 && !pickup}
            onChange={() => onChange({ method: 'pickup', stationId: stations[0] ? String(stations[0].id) : '' })}
          />
          <span>
            {t('checkout.delivery.pickup')}
            {stations.length === 0 && <span className="muted"> {t('checkout.delivery.none-in-state')}</span>}
          </span>
        </label>
      )}
      {/* Without scripts choosing "pickup" cannot reveal the list: it is there from the start. */}
      {offered && (pickup || !hydrated) && (
        <ul className="station-list" aria-label={t('checkout.station.list')}>
          {stations.map((s) => (
            <li key={s.id}>
              <label className="choice station">
                <input
                  type="radio"
                  name="station_id"
                  value={s.id}
                  checked={selection.stationId === String(s.id)}
                  onChange={() => onChange({ method: 'pickup', stationId: String(s.id) })}
                />
                <span>
                  <strong>{s.name}</strong> · {formatMajor(s.fee[currency], currency)}
                  <br />
                  <span className="muted">
                    {s.address}, {s.state}. {s.opening_hours}. {ready(s)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
