import { z } from 'zod';
import { freeShippingFromSchema } from './delivery.ts';

/** Public facts about the shop, from configuration: contact block, canonical links. */
export const shopInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  public_url: z.string(),
  /** Additive: the IANA time zone the shop's dates are shown in. */
  time_zone: z.string(),
  /** Additive: shipping is free from these subtotals (major units), the fee rules' one threshold. */
  free_shipping_from: freeShippingFromSchema,
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
