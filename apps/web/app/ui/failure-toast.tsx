import { documentLanguage, translate } from '../i18n/i18n';
import { toast } from './toaster';

interface Failure {
  /** One toast per cause: a second failure with the same id replaces the first, never stacks. */
  id: string;
  message: string;
  /** Shown as a Retry button when the same request may simply be sent again. */
  retry?: () => void;
}

/** An error toast with the reason and, when the action can be repeated, a Retry button. */
export function showFailure({ id, message, retry }: Failure) {
  // Shown outside React (an effect, a queue): the page's language is the document's.
  const retryLabel = translate(documentLanguage(), 'failure.retry');
  toast.error(
    (t) => (
      <span className="failure-toast">
        <span>{message}</span>
        {retry && (
          <button
            type="button"
            className="link-button failure-toast-retry"
            onClick={() => {
              toast.dismiss(t.id);
              retry();
            }}
          >
            {retryLabel}
          </button>
        )}
      </span>
    ),
    { id, duration: retry ? 8000 : 4000 },
  );
}
