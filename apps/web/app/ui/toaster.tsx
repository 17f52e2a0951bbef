import { Toaster } from 'react-hot-toast';

/**
 * Toasts at the top centre: 4 s by default, 2 s for success, loading toasts stay until dismissed,
 * at most 20 at once (react-hot-toast's own limit). Anything in the app calls
 * `toast(...)`, `toast.success(...)`, `toast.error(...)` or `toast.loading(...)` from 'react-hot-toast'.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{ duration: 4000, success: { duration: 2000 }, loading: { duration: Infinity } }}
    />
  );
}
