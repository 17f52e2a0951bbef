import { useRouteLoaderData } from 'react-router';
import type { AccountUser } from '@oja/shared/accounts';

/** The signed-in user from the root loader (null for a visitor). */
export function useSignedInUser(): AccountUser | null {
  const data = useRouteLoaderData('root') as { user?: AccountUser | null } | undefined;
  return data?.user ?? null;
}
