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
  /** Additive: when people answer the phone and e-mail, as the shop words it (SUPPORT_HOURS). */
  support_hours: z.string(),
  /** Additive: a WhatsApp click-to-chat link to the shop's number (https://wa.me/…), null when unset. */
  whatsapp_url: z.string().nullable(),
  /** Additive: the shop's own social profiles, only those configured (footer links). */
  socials: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'x']), url: z.string() })),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;
