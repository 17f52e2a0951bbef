import { Icon } from '../../ui/icons';

/** The cart line's quantity and remove icons, drawn like ui/icons.tsx. */
export const PlusIcon = () => (
  <Icon width="18" height="18">
    <path d="M12 5v14M5 12h14" />
  </Icon>
);
export const MinusIcon = () => (
  <Icon width="18" height="18">
    <path d="M5 12h14" />
  </Icon>
);
export const TrashIcon = () => (
  <Icon width="18" height="18">
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Icon>
);
