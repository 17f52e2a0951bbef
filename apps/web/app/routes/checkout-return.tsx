import type { Route } from './+types/checkout-return';
import { signedInOnly } from '../features/accounts/session.server';
import { returnFromProvider } from '../features/payments/checkout.server';

// The provider sends the customer back here; the payment is verified, then the checkout shows it.
export const middleware = [signedInOnly];

export async function loader({ request, context }: Route.LoaderArgs) {
  return returnFromProvider(request, context);
}
