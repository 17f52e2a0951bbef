import { useEffect } from 'react';
import { toast } from './toaster';
import { flashMessages, progressToastId, type Flash } from '../lib/flash';

/** Shows the flash the root loader passed on (see lib/flash.ts) as a success toast, once. */
export function FlashToast({ flash }: { flash: Flash | null | undefined }) {
  useEffect(() => {
    // The flash id as the toast id: a re-render or a second effect run never shows it twice.
    if (!flash) return;
    toast.dismiss(progressToastId); // the form's "Please Wait!!" toast, if one led here
    toast.success(flashMessages[flash.key], { id: flash.id });
  }, [flash]);
  return null;
}
