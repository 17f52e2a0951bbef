import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountSays } from '@oja/shared/accounts-rules';
import { addressFieldProblem } from '@oja/shared/address-rules';
import { reviewBodyProblem, reviewSays } from '@oja/shared/reviews-rules';
import type { CompiledMessages } from '@oja/shared/messages';
import { saidDetailOf, saidFieldErrorsOf } from '../lib/field-errors';
import type { PageLanguage } from '@oja/shared/languages';
import { LanguageContext, registerCatalogue } from './i18n';
import { useSay, type Said } from './say';
import { messages as englishCheckout } from './compiled/checkout-en';
import { messages as englishProfile } from './compiled/profile-en';
import { messages as englishReviews } from './compiled/reviews-en';

/**
 * Field errors and refusals by key (decision 0084): a shared rule's message, from the browser's own
 * check or from the API's answer (`message_id` beside the English), is said in the page's language
 * with no English sentence left, and never by matching its English text.
 */
const areas = ['checkout', 'profile', 'reviews'] as const;
async function load(language: PageLanguage) {
  for (const area of areas) {
    const chunk = (await import(`./compiled/${area}-${language}.ts`)) as { messages: CompiledMessages };
    registerCatalogue(language, area, chunk.messages);
  }
}

function Said({ said }: { said: Said | undefined }) {
  return h('p', null, useSay()(said));
}
const render = (language: PageLanguage, said: Said | undefined) =>
  renderToStaticMarkup(h(LanguageContext, { value: language }, h(Said, { said })));

/** Every English text of the three areas, cut at placeholders and stops, of three words or more. */
const englishSentences = [englishCheckout, englishProfile, englishReviews]
  .flatMap((area) => Object.values(area))
  .flatMap((m) => (typeof m === 'string' ? [m] : m.filter((p): p is string => typeof p === 'string')))
  .flatMap((text) => text.split(/[.:;,!]/))
  .map((text) => text.trim())
  .filter((text) => text.split(' ').length >= 3);
const noEnglish = (html: string) =>
  expect(
    englishSentences.filter((s) => html.includes(s)),
    html,
  ).toEqual([]);

// The API's answers to the web's own requests: the shared rules' messages keep their English
// (the server's catalogue does not hold them), with the id and values beside it.
const registerRefused = {
  detail: 'password: Use at least 8 characters',
  code: 'invalid' as const,
  errors: [
    {
      path: 'password',
      message: accountSays.passwordShort.text,
      message_id: accountSays.passwordShort.id,
      message_values: { min: 8 },
    },
  ],
};
const alreadyReviewed = {
  detail: reviewSays.alreadyReviewed.text,
  code: 'conflict' as const,
  message_id: reviewSays.alreadyReviewed.id,
};

describe.each(['yo', 'ha', 'ig'] as const)('in %s', (language) => {
  it('says a field error of the browser’s own check, with its values', async () => {
    await load(language);
    const html = render(language, reviewBodyProblem('Too short') ?? undefined);
    expect(html).toContain('10');
    noEnglish(html);
    noEnglish(render(language, addressFieldProblem('postal_code', 'ab#1')));
  });

  it('says the API’s field error and refusal by their ids', async () => {
    await load(language);
    const fields = saidFieldErrorsOf(registerRefused, ['password']);
    expect(fields.password).toEqual({ ...accountSays.passwordShort, values: { min: 8 } });
    const field = render(language, fields.password);
    expect(field).toContain('8');
    noEnglish(field);
    noEnglish(render(language, saidDetailOf(alreadyReviewed)));
  });
});

describe('what is not keyed', () => {
  it('shows as it came: a text, or the English of an id this page lacks', () => {
    expect(render('yo', 'Ọ̀rọ̀ tí olupin sọ')).toBe('<p>Ọ̀rọ̀ tí olupin sọ</p>');
    expect(render('yo', { id: 'detail.order.changed', text: 'Already said by the server' })).toBe(
      '<p>Already said by the server</p>',
    );
  });
});
