import { redirect } from 'react-router';
import type { Route } from './+types/saved';
import { performSavedAction } from '../features/saved/saved-action.server';
import { savedListPath } from '../features/saved/saved-intents';
import { guardServerAction } from '../lib/connection';

/** Every save/heart form posts here (product cards, the popup, the product page, the saved list). */
export function action({ request, context }: Route.ActionArgs) {
  return performSavedAction(request, context);
}

/** In the browser: a save that gets no answer becomes a toast with a Retry, not a broken page. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return guardServerAction(serverAction);
}

/** Nothing to show here: the list is in the dashboard. */
export function loader() {
  return redirect(savedListPath);
}
