import { useLocation } from 'react-router';
import { languageNames, languageParam, languages, languageTags } from '@oja/shared/languages';
import { usePageLanguage, useT } from '../i18n/i18n';
import { ChevronDownIcon } from './icons';
import { useDismissableDetails } from './use-dismissable-details';

/**
 * The language choices: a GET form to this page whose buttons add `?lang=xx`. A plain form (not
 * React Router's), so the choice loads the whole page: the server sets the cookie and renders it
 * in that language, and the browser fetches only the new language's messages. It works without
 * JavaScript, and it looks like the currency choices (the same classes, no new CSS).
 */
export function LanguageChoices() {
  const { language } = usePageLanguage();
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== languageParam);
  return (
    <form method="get" action={location.pathname} className="currency-choices">
      {kept.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      {languages.map((lang) => (
        <button
          key={lang}
          type="submit"
          name={languageParam}
          value={lang}
          lang={languageTags[lang]}
          className="currency-choice"
          aria-pressed={lang === language}
        >
          {languageNames[lang]}
        </button>
      ))}
    </form>
  );
}

/** The nav's language dropdown: a <details> disclosure beside the currency menu. */
export function LanguageMenu({ className = 'desktop-only' }: { className?: string }) {
  const t = useT();
  const { language } = usePageLanguage();
  const ref = useDismissableDetails();
  const shown = language === 'en-XA' ? 'en' : language;
  return (
    <details className={`menu nav-menu language-menu ${className}`} ref={ref}>
      <summary className="menu-button">
        <span className="visually-hidden">{t('nav.language')}: </span>
        {languageNames[shown]} <ChevronDownIcon />
      </summary>
      <div className="currency-list">
        <LanguageChoices />
      </div>
    </details>
  );
}
