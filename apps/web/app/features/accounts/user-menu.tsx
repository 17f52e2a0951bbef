import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { UserIcon } from '../../ui/icons';
import { usePopover } from '../../ui/use-popover';
import { loginPath } from './next-path';
import { useSignedInUser } from './use-root-user';
import { useT } from '../../i18n/i18n';

/** The original shop's breakpoint: at this width or less the popover prefers to open upwards. */
const narrowQuery = '(max-width: 760px)';
type Placement = 'top-start' | 'bottom-start';

/**
 * The header's user icon. A visitor gets a link to /login (and back here afterwards); a signed-in
 * customer gets a popover with first name, e-mail and Log Out. It opens top-start on narrow
 * windows and bottom-start otherwise, flipping when there is no room and shifting to stay on
 * screen. Escape or a click outside closes it, and focus returns to the button.
 */
export function UserMenu() {
  const user = useSignedInUser();
  const t = useT();
  const location = useLocation();
  const { open, setOpen, rootRef, buttonRef } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const [placement, setPlacement] = useState<Placement>('bottom-start');
  const [shift, setShift] = useState(0);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open || !buttonRef.current || !panelRef.current) return;
    const anchor = buttonRef.current.getBoundingClientRect();
    const panel = panelRef.current.getBoundingClientRect();
    const wantsTop = window.matchMedia(narrowQuery).matches;
    const roomAbove = anchor.top >= panel.height + 8;
    const roomBelow = window.innerHeight - anchor.bottom >= panel.height + 8;
    setPlacement(
      wantsTop
        ? roomAbove || !roomBelow
          ? 'top-start'
          : 'bottom-start'
        : roomBelow || !roomAbove
          ? 'bottom-start'
          : 'top-start',
    );
    const overflow = anchor.left + panel.width - (document.documentElement.clientWidth - 8);
    setShift(overflow > 0 ? -Math.min(overflow, anchor.left - 8) : 0);
  }, [open, buttonRef]);

  if (!user) {
    return (
      <Link
        to={loginPath(location.pathname + location.search)}
        className="icon-button"
        aria-label={t('account.sign-in')}
      >
        <UserIcon />
      </Link>
    );
  }

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={t('account.menu', { name: user.first_name })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <UserIcon />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        className="user-popover"
        data-placement={placement}
        style={{ translate: `${shift}px 0` }}
        hidden={!open}
      >
        <p className="user-popover-name">{user.first_name}</p>
        <p className="user-popover-email">{user.email}</p>
        <Link to="/dashboard/profile" className="user-popover-link">
          {t('footer.account')}
        </Link>
        {user.role === 'staff' ? (
          <Link to="/admin" className="user-popover-link">
            {/* eslint-disable-line oja/no-literal-text -- shown to staff only; the back office is English */}
            Back office
          </Link>
        ) : null}
        <Form method="post" action="/logout">
          <button type="submit" className="button button-block">
            {t('account.logout')}
          </button>
        </Form>
      </div>
    </div>
  );
}
