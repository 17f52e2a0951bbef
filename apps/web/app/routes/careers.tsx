import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/careers';
import { ContentArticle } from '../features/content/content-article';
import { languageFromMatches, seoMeta } from '../lib/seo';
import { translate, useT } from '../i18n/i18n';
import type { loader as rootLoader } from '../root';
import { styleParts } from '../styles/areas';
import { messageAreas } from '../i18n/areas';

export const handle = { ...styleParts('content'), ...messageAreas('content') };

export const meta: Route.MetaFunction = ({ matches }) => {
  const language = languageFromMatches(matches);
  return seoMeta(
    {
      title: translate(language, 'content.careers.title'),
      description: translate(language, 'content.careers.description'),
      path: '/careers',
    },
    matches,
  );
};

const teams = [
  {
    title: 'Market buying',
    text: 'Buyers who know the Lagos markets, can judge freshness at a glance and negotiate a fair price, and who build lasting relations with farmers, cooperatives and artisans across Nigeria.',
  },
  {
    title: 'Store and dispatch',
    text: 'Packers and store keepers in Lagos who receive goods, keep stock counts right, pack fresh food carefully and hand parcels to our delivery partners on time.',
  },
  {
    title: 'Customer care',
    text: 'Patient, clear writers and speakers of English, and ideally Yoruba, Igbo, Hausa or Pidgin, who help shoppers in Nigeria and abroad by e-mail and phone, in shifts around the clock.',
  },
  {
    title: 'Technology',
    text: 'Engineers who like fast pages on slow phones. Oja’s shop is open source, written in TypeScript, React and Node.js.',
  },
];

export default function Careers() {
  const email = useRouteLoaderData<typeof rootLoader>('root')?.shop.email;
  const t = useT();
  return (
    <ContentArticle title={t('content.careers.title')} meta={t('content.careers.meta')} englishOnly>
      <div className="prose">
        <p>
          Oja is a small team in Lagos. We buy, store, pack and deliver everything we sell ourselves, so every job here
          touches what a shopper finally holds in their hands. We pay on time, train everyone who joins, and promote
          from within.
        </p>
        <h2>Where we hire</h2>
      </div>
      <ul className="card-list">
        {teams.map((t) => (
          <li key={t.title} className="info-card">
            <h3>{t.title}</h3>
            <p>{t.text}</p>
          </li>
        ))}
      </ul>
      <div className="prose">
        <h2>How to apply</h2>
        <p>
          We hire for these teams throughout the year. Send a short note about yourself and the team you would like to
          join, with your CV if you have one,
          {email ? (
            <>
              {' '}
              to <a href={`mailto:${email}?subject=Careers`}>{email}</a> with “Careers” in the subject
            </>
          ) : (
            ' through our contact page'
          )}
          . We answer every application within two weeks, and invite shortlisted people to meet us at our store in
          Lagos.
        </p>
        <p>
          Other questions? <Link to="/contact-us">Contact us</Link>.
        </p>
      </div>
    </ContentArticle>
  );
}
