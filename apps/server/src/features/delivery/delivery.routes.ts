import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPickupStationSchema,
  pickupStationInputSchema,
  pickupStationPatchSchema,
  pickupStationQuerySchema,
  pickupStationSchema,
} from '@oja/shared/delivery';
import { rowIdParamSchema } from '@oja/shared/ids';
import type { AppPlugin } from '../../http/app-plugin.ts';
import { staffOf, staffOnlyHook } from '../accounts/index.ts';
import * as stations from './stations.service.ts';

const stationParams = z.object({ id: rowIdParamSchema });

/** Pickup stations: the active ones for checkout (anyone), and all of them for staff. */
export const deliveryRoutes: AppPlugin = async (app, { db }) => {
  app.get(
    '/pickup-stations/',
    { schema: { querystring: pickupStationQuerySchema, response: { 200: z.array(pickupStationSchema) } } },
    async (req) => stations.activeStations(db, req.query.state),
  );

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('onRequest', staffOnlyHook);
    staff.get(
      '/admin/pickup-stations/',
      { schema: { tags: ['staff'], response: { 200: z.array(adminPickupStationSchema) } } },
      async () => stations.listStationsForStaff(db),
    );
    staff.post(
      '/admin/pickup-stations/',
      { schema: { tags: ['staff'], body: pickupStationInputSchema, response: { 201: adminPickupStationSchema } } },
      async (req, reply) => reply.status(201).send(await stations.addStation(db, staffOf(req), req.body)),
    );
    staff.patch(
      '/admin/pickup-stations/:id',
      {
        schema: {
          tags: ['staff'],
          params: stationParams,
          body: pickupStationPatchSchema,
          response: { 200: adminPickupStationSchema },
        },
      },
      async (req) => stations.changeStation(db, staffOf(req), req.params.id, req.body),
    );
  });
};
