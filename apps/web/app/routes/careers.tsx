import { Link } from 'react-router';
import type { Route } from './+types/careers';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT, type MessageId } from '../i18n/i18n';
import { rich } from '../i18n/rich';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';
import { useRootData } from '../lib/root-data';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'nav.careers'),
      description: translate(language, 'content.careers.description'),
      path: '/careers',
    },
    matches,
  );
};

const teams = [
  { title: 'content.careers.team.buying', text: 'content.careers.team.buying-text' },
  { title: 'content.careers.team.dispatch', text: 'content.careers.team.dispatch-text' },
  { title: 'content.careers.team.care', text: 'content.careers.team.care-text' },
  { title: 'content.careers.team.tech', text: 'content.careers.team.tech-text' },
] satisfies { title: MessageId; text: MessageId }[];

const contactLink = (text: string) => <Link to="/contact-us">{text}</Link>;

export default function Careers() {
  const email = useRootData()?.shop.email;
  const t = useT();
  return (
    <ContentArticle title={t('nav.careers')} meta={t('content.careers.meta')}>
      <div className="prose">
        <p>{t('content.careers.intro')}</p>
        <h2>{t('content.careers.where')}</h2>
      </div>
      <ul className="card-list">
        {teams.map((team) => (
          <li key={team.title} className="info-card">
            <h3>{t(team.title)}</h3>
            <p>{t(team.text)}</p>
          </li>
        ))}
      </ul>
      <div className="prose">
        <h2>{t('content.careers.apply')}</h2>
        <p>
          {email
            ? rich(t('content.careers.apply-email', { email }), [
                (text) => (
                  <a href={`mailto:${email}?subject=${encodeURIComponent(t('content.careers.subject'))}`}>{text}</a>
                ),
              ])
            : rich(t('content.careers.apply-contact'), [contactLink])}
        </p>
        <p>{rich(t('content.careers.other'), [contactLink])}</p>
      </div>
    </ContentArticle>
  );
}
