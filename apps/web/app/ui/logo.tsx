import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

export function Logo() {
  const t = useT();
  return (
    <Link to="/" className="logo" aria-label={t('layout.logo')}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="#1f6f43" />
        <path d="M10 17h20l-2.5 12h-15z" fill="#f4c24d" />
        <path d="M15 17l5-7 5 7" stroke="#fff" strokeWidth="2.2" fill="none" strokeLinecap="round" />
      </svg>
      <span className="logo-word">Oja</span>
    </Link>
  );
}
