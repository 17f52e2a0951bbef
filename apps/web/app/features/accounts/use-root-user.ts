import type { AccountUser } from '@oja/shared/accounts';
import { useRootData } from '../../lib/root-data';

/** The signed-in user from the root loader (null for a visitor). */
export function useSignedInUser(): AccountUser | null {
  const data = useRootData();
  return data?.user ?? null;
}
