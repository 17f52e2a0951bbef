import type { FetcherWithComponents } from 'react-router';
import { useResendWhenLost } from '../../lib/use-resend-when-lost';

/**
 * "Place your Order" whose answer never arrived: the order may exist. The server answers a resend
 * with the order it already placed, or places it now (see useResendWhenLost); the page has its own
 * Retry beside the form.
 */
export function useLostAnswer(placer: FetcherWithComponents<unknown>, messages: { checking: string; lost: string }) {
  return useResendWhenLost(placer, { toastId: 'place-order', ...messages });
}
