import { shopInfoSchema } from '@oja/shared/shop';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { freeShippingFrom } from '../orders/index.ts';

export const shopRoutes: AppPlugin = async (app, { config }) => {
  const freeShipping = freeShippingFrom(config.orders.feeRulesFile);
  app.get('/shop/', { schema: { response: { 200: shopInfoSchema } } }, async () => ({
    name: 'Oja',
    email: config.shop.email,
    phone: config.shop.phone,
    location: config.shop.location,
    public_url: config.publicUrl,
    time_zone: config.shop.timeZone,
    free_shipping_from: freeShipping,
    support_hours: config.shop.supportHours,
    whatsapp_url: config.shop.whatsapp ? `https://wa.me/${config.shop.whatsapp}` : null,
    socials: config.shop.socials,
  }));
};
