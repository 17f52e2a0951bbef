import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { assertSecondFactor, type Actor } from './actor.ts';

export const staffOnlyMessage = 'Only shop staff may do this. Please sign in with a staff account.';

/**
 * The acting user when staff (the one staff check: the HTTP scopes' hook and the services both use it). Visitors and customers get the same 403, so the answer says nothing
 * about whether they are signed in. Staff need a session that passed a second factor. The staff
 * scope's hook calls this for every request, and the back-office services that take an actor call
 * it again; the catalogue's staff functions (in catalog) rely on the hook and on `staffOf`.
 */
export function assertStaff(actor: Actor | null): Actor {
  if (actor?.role !== 'staff') throw new AppError('forbidden', staffOnlyMessage);
  // Staff who have not signed in with a second factor (or not set one up yet): 403 with its own code.
  return assertSecondFactor(actor);
}

/**
 * `onRequest` hook for a whole scope of staff routes: it runs after the actor is known and before
 * the body is read or validated, so a customer learns nothing from validation messages and a
 * route added to the scope later cannot forget the check.
 */
export async function staffOnlyHook(req: FastifyRequest) {
  assertStaff(req.actor);
}

/** The staff member acting in a request of a staff scope. */
export const staffOf = (req: FastifyRequest): Actor => assertStaff(req.actor);
