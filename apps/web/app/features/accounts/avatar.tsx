import { useT } from '../../i18n/i18n';

/** The profile picture, or a drawn placeholder (head and shoulders) when there is none. */
export function Avatar({ url, size = 96, name }: { url: string | null | undefined; size?: number; name: string }) {
  const t = useT();
  if (url) {
    return (
      <img className="avatar" src={url} alt={t('account.avatar.picture-of', { name })} width={size} height={size} />
    );
  }
  return (
    <svg
      className="avatar avatar-placeholder"
      viewBox="0 0 96 96"
      width={size}
      height={size}
      role="img"
      aria-label={t('account.avatar.none', { name })}
    >
      <rect width="96" height="96" rx="48" fill="#e8f3ec" />
      <circle cx="48" cy="38" r="17" fill="#1f6f43" opacity="0.75" />
      <path d="M18 84c4-17 16-25 30-25s26 8 30 25" fill="#1f6f43" opacity="0.75" />
    </svg>
  );
}
