import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PickupStation } from '@oja/shared/delivery';
import { DeliveryChoice } from './delivery-choice';

const render = (country: string, stations: PickupStation[] = []) =>
  renderToStaticMarkup(
    h(DeliveryChoice, {
      country,
      stations,
      loading: false,
      currency: country === 'NG' ? 'NGN' : 'USD',
      selection: { method: 'home', stationId: '' },
      onChange: () => undefined,
    }),
  );

describe('DeliveryChoice (issue 30, E25)', () => {
  it('offers collection from a pickup station for a Nigerian address', () => {
    const html = render('NG');
    expect(html).toContain('value="pickup"');
    expect(html).toContain('checkout.delivery.pickup');
  });
  it('does not offer it for an address abroad, where there are no stations', () => {
    for (const country of ['GB', 'US']) {
      const html = render(country);
      expect(html).not.toContain('value="pickup"');
      expect(html).not.toContain('checkout.delivery.pickup');
      expect(html).not.toContain('checkout.delivery.none-in-state');
      expect(html).toContain('value="home"');
    }
  });
});
