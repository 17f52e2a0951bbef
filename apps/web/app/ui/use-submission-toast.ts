import { useEffect, useRef } from 'react';
import { toast } from './toaster';
import { progressToastId } from '../lib/flash';
import type { ActionResult } from './action-result';

/**
 * The original shop's toasts around a form: a loading toast while it is being sent ("Processing...
 * Please Wait!!"), replaced by its answer: the result's message or error, or the flash that a
 * redirect brings (see FlashToast), or nothing.
 */
export function useSubmissionToast(busy: boolean, loading: string, result: ActionResult | undefined) {
  const shown = useRef(result);
  useEffect(() => {
    if (busy) {
      toast.loading(loading, { id: progressToastId });
      return;
    }
    if (result && result !== shown.current) {
      shown.current = result;
      const text = result.ok ? result.message : (result.errors.form ?? Object.values(result.errors)[0]);
      if (result.ok && text) toast.success(text, { id: progressToastId });
      else if (!result.ok && text) toast.error(text, { id: progressToastId });
      else toast.dismiss(progressToastId);
    } else toast.dismiss(progressToastId);
  }, [busy, loading, result]);
}
