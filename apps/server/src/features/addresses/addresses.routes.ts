import { z } from 'zod';
import { addressBookBodySchema, addressBookSchema, savedAddressSchema } from '@oja/shared/addresses';
import { rowIdParamSchema } from '@oja/shared/ids';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { requireUser } from '../accounts/index.ts';
import * as book from './addresses.service.ts';

const params = z.object({ id: rowIdParamSchema });
const base = '/account/addresses/';

/**
 * The signed-in customer's address book: every route answers for the owner only, and another
 * customer's address is not found (404).
 */
export const addressesRoutes: AppPlugin = async (app, { db }) => {
  app.get(base, { schema: { response: { 200: addressBookSchema } } }, async (req) =>
    book.listAddressBook(db, requireUser(req)),
  );

  app.post(
    base,
    { schema: { body: addressBookBodySchema, response: { 200: savedAddressSchema, 201: savedAddressSchema } } },
    async (req, reply) => {
      const { address, created } = await book.addAddress(db, requireUser(req), req.body.address, req.body.is_default);
      return reply.status(created ? 201 : 200).send(address);
    },
  );

  app.put(
    `${base}:id`,
    { schema: { params, body: addressBookBodySchema, response: { 200: savedAddressSchema } } },
    async (req) => book.changeAddress(db, requireUser(req), req.params.id, req.body.address, req.body.is_default),
  );

  app.post(`${base}:id/default`, { schema: { params, response: { 200: savedAddressSchema } } }, async (req) =>
    book.setDefaultAddress(db, requireUser(req), req.params.id),
  );

  app.delete(`${base}:id`, { schema: { params, response: { 200: addressBookSchema } } }, async (req) =>
    book.removeAddress(db, requireUser(req), req.params.id),
  );
};
