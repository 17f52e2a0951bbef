import { expect, it } from 'vitest';
import type { CompiledMessages } from '@oja/shared/messages';
import { registerCatalogue, translate } from '../../i18n/i18n';
import * as accountEn from '../../i18n/compiled/account-en';
import * as accountYo from '../../i18n/compiled/account-yo';
import { accountPageMeta } from './account-page-meta';

// As the server does at start (entry.server.tsx): the `account` area holds the pages' texts.
registerCatalogue('en', 'account', accountEn.messages as CompiledMessages);
registerCatalogue('yo', 'account', accountYo.messages as CompiledMessages);

const shop = { name: 'Oja', email: 'e@oja.test', phone: '1', location: 'Lagos', public_url: 'https://oja.test' };

it("says a signed-out account page's title and description in the page's language, and keeps it out of the index", () => {
  const matches = [{ id: 'root', loaderData: { shop, language: 'yo' } }];
  const meta = accountPageMeta(matches, {
    title: 'auth.register.meta-title',
    description: 'auth.register.meta-description',
    path: '/register',
  });
  expect(translate('yo', 'auth.register.meta-title')).not.toBe(translate('en', 'auth.register.meta-title'));
  expect(meta).toEqual(
    expect.arrayContaining([
      { title: `${translate('yo', 'auth.register.meta-title')} | Oja` },
      { name: 'description', content: translate('yo', 'auth.register.meta-description') },
      { name: 'robots', content: 'noindex' },
      { tagName: 'link', rel: 'canonical', href: 'https://oja.test/register?lang=yo' },
    ]),
  );
});
