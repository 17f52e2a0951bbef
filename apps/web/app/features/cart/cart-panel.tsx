import { Dialog } from '../../ui/dialog';
import { CartContents } from './cart-contents';
import { useT } from '../../i18n/i18n';

/**
 * The header's Shopping Cart panel: a drawer with the cart's lines, totals and checkout button.
 * Loaded with its dialog when the shopper points at or touches the cart icon (cart-button.tsx),
 * and mounted only while open, so neither is part of any page's first load.
 */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} title={t('cart.title')} variant="drawer">
      <CartContents onProceed={onClose} />
    </Dialog>
  );
}
