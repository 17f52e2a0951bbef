import type { ActionResult } from './action-result';

/**
 * A form's success, written on the page as well as toasted: without JavaScript there is no
 * toast, and a screen reader hears it as a status either way.
 */
export function ResultMessage({ result, busy }: { result: ActionResult | undefined; busy: boolean }) {
  if (busy || !result?.ok || !result.message) return null;
  return (
    <p className="form-success" role="status">
      {result.message}
    </p>
  );
}
