import { alertChoiceSchema } from '@oja/shared/staff-alerts';
import type { AdminContext, ApiScope } from './admin-context.ts';
import { staffOf } from '../accounts/index.ts';
import { preferencesOf, setPreferences } from '../alerts/index.ts';

const staff = { tags: ['staff'] };

/** The alerts the signed-in staff member asked for (issue 35); each reads and sets only their own. */
export async function alertPreferenceRoutes(app: ApiScope, ctx: AdminContext) {
  app.get('/alerts/', { schema: { ...staff, response: { 200: alertChoiceSchema } } }, async (req) => ({
    alerts: await preferencesOf(ctx.db, staffOf(req).id),
  }));

  app.put(
    '/alerts/',
    { schema: { ...staff, body: alertChoiceSchema, response: { 200: alertChoiceSchema } } },
    async (req) => {
      const me = staffOf(req);
      await setPreferences(ctx.db, me.id, req.body.alerts);
      return { alerts: await preferencesOf(ctx.db, me.id) };
    },
  );
}
