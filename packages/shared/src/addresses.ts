import { z } from 'zod';
import { addressSchema } from './orders.ts';

/** How many addresses one account may keep in its address book. */
export const addressBookCap = 10;

/** An address to save (the checkout's address rules) and whether it becomes the default. */
export const addressBookBodySchema = z.object({
  address: addressSchema,
  /** The default is prefilled at checkout. The first address saved is the default anyway. */
  is_default: z.boolean().optional(),
});
export type AddressBookBody = z.input<typeof addressBookBodySchema>;

/** One saved address as stored: a Nigerian state and LGA as listed, a Nigerian phone as +234… */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  lga: z.string(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string(),
  country_name: z.string(),
  postal_code: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
  /** Epoch milliseconds. */
  updated_at: z.number(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** The address book, the default first, then the most recently used or changed. */
export const addressBookSchema = z.object({
  addresses: z.array(savedAddressSchema),
  cap: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

export const addressBookMessages = {
  full: `Your address book is full (at most ${addressBookCap} addresses). Delete one you no longer use first.`,
};
