import { describe, expect, it } from 'vitest';
import { dataSaverOf, saverSrcSet } from './data-saver';

const request = (headers: Record<string, string>) => new Request('http://shop.test/', { headers });

describe('data saver', () => {
  it('follows Save-Data: on, unless the menu cookie says otherwise', () => {
    expect(dataSaverOf(request({}))).toBe(false);
    expect(dataSaverOf(request({ 'save-data': 'on' }))).toBe(true);
    expect(dataSaverOf(request({ 'save-data': 'on', cookie: 'a=1; oja_data_saver=off' }))).toBe(false);
    expect(dataSaverOf(request({ cookie: 'oja_data_saver=on; b=2' }))).toBe(true);
    expect(dataSaverOf(request({ cookie: 'xoja_data_saver=on' }))).toBe(false);
  });

  it('keeps only the narrowest image of a srcset', () => {
    expect(saverSrcSet('/m/a-320.webp 320w, /m/a-640.webp 640w, /m/a-1280.webp 1280w')).toBe('/m/a-320.webp 320w');
  });
});
