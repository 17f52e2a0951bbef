import { Link } from 'react-router';
import { useT } from '../i18n/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="container message-page">
      <title>{`${t('notfound.title')} | Oja`}</title>
      <p className="message-code">404</p>
      <h1>{t('notfound.title')}</h1>
      <p>{t('notfound.text')}</p>
      <Link className="button" to="/">
        {t('notfound.back')}
      </Link>
    </section>
  );
}
