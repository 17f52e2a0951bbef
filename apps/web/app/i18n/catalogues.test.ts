import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type Token } from '@messageformat/parser';
import { setupI18n, type Messages } from '@lingui/core';
import { languages } from '@oja/shared/languages';
import { notificationKinds } from '@oja/shared/notifications';
import { formatMessage, type CompiledMessages } from '@oja/shared/messages';
import { messageAreaNames } from './areas';
// @ts-expect-error: a plain script of the repository, without types.
import { areaOf, webAreaNames } from '../../../../scripts/i18n.mjs';

/**
 * The message catalogues (docs/decisions/0034-interface-languages.md): every message in every
 * language, with the same placeholders as English; the compiled files match their sources.
 */
const root = join(import.meta.dirname, '../../../..');
const catalogueDirs = { web: 'apps/web/app/i18n', server: 'apps/server/src/i18n' };

const read = (dir: string, language: string): Record<string, string> =>
  JSON.parse(readFileSync(join(root, dir, 'messages', `${language}.json`), 'utf8'));

/** Placeholders ({name}, plural and select arguments) and rich-text tags (<0>…</0>) of a message. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}}`);
        for (const c of token.cases) walk(c.tokens);
      }
      if (token.type === 'content') for (const tag of token.value.match(/<\/?\d+>/g) ?? []) found.add(tag);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const parseCompiled = (file: string): Messages => {
  const text = readFileSync(file, 'utf8');
  return JSON.parse(JSON.parse(/JSON\.parse\((.*)\);/.exec(text)![1]!)) as Messages;
};

/**
 * The compiled catalogue of a language: compiled/<lang>.ts, or for the web catalogue (split by
 * area) all of compiled/<area>-<lang>.ts.
 */
function compiled(dir: string, language: string): Messages {
  const folder = join(root, dir, 'compiled');
  const parts = readdirSync(folder).filter((f) => f.endsWith(`-${language}.ts`) && f.split('-')[0] !== language);
  if (parts.length === 0) return parseCompiled(join(folder, `${language}.ts`));
  return Object.assign({}, ...parts.map((f) => parseCompiled(join(folder, f)))) as Messages;
}

/**
 * Ids whose English is another id's, kept apart because the words do another job there, which
 * other languages say differently; every other repeated text has one id.
 */
const sameWordsOtherJob: Record<string, string> = {
  'content.careers.subject': "the e-mail subject of an application, English for the shop's mailbox",
  'review.sign-in': 'a link inside a sentence (lower case where the language writes it so)',
  'order.col.view': "a column's heading, not the action in its rows",
  'order.col.cancel': "a column's heading, not the action in its rows",
  'checkout.book.cancel': 'leaving a form unsaved, not cancelling an order',
  'gallery.choose': 'which picture to look at, not a file to upload',
};

describe.each(Object.entries(catalogueDirs))('the %s catalogue', (_name, dir) => {
  const en = read(dir, 'en');

  it('says each English text under one id (but for words doing another job)', () => {
    const idsOf = new Map<string, string[]>();
    for (const [id, text] of Object.entries(en)) {
      if (!(id in sameWordsOtherJob)) idsOf.set(text, [...(idsOf.get(text) ?? []), id]);
    }
    expect([...idsOf.values()].filter((ids) => ids.length > 1)).toEqual([]);
    for (const id of Object.keys(sameWordsOtherJob).filter((id) => id in en)) {
      expect(Object.entries(en).filter(([other, text]) => other !== id && text === en[id]).length, id).toBeGreaterThan(
        0,
      );
    }
  });

  it.each(languages.filter((l) => l !== 'en'))('%s has every English message and no other', (language) => {
    const own = read(dir, language);
    const missing = Object.keys(en).filter((id) => !(id in own));
    const extra = Object.keys(own).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages)('%s uses the same placeholders as English in each message', (language) => {
    const own = read(dir, language);
    const differing = Object.keys(en)
      .filter((id) => id in own)
      .filter((id) => placeholders(own[id]!).join() !== placeholders(en[id]!).join())
      .map((id) => `${id}: ${placeholders(own[id]!).join()} ≠ ${placeholders(en[id]!).join()}`);
    expect(differing).toEqual([]);
  });

  it.each(languages)('%s is written in composed Unicode (NFC) with no empty message', (language) => {
    const own = read(dir, language);
    expect(Object.entries(own).filter(([, m]) => m.trim() === '' || m !== m.normalize('NFC'))).toEqual([]);
  });

  it('every plural has an "other" case', () => {
    for (const language of languages) {
      for (const message of Object.values(read(dir, language))) {
        for (const token of parse(message)) {
          if (token.type === 'plural') expect(token.cases.map((c) => c.key)).toContain('other');
        }
      }
    }
  });

  it('pseudo-language (en-XA) messages are longer than English and keep the placeholders', () => {
    const pseudo = setupI18n({ locale: 'en-XA', messages: { 'en-XA': compiled(dir, 'en-XA') } });
    const english = setupI18n({ locale: 'en', messages: { en: compiled(dir, 'en') } });
    for (const id of Object.keys(en)) {
      const names = ['name', 'ref', 'amount', 'station', 'dates', 'provider'];
      const values = { count: 2, ...Object.fromEntries(names.map((n) => [n, `«${n}»`])) };
      const long = pseudo._(id, values);
      expect(long.length, id).toBeGreaterThan(english._(id, values).length);
      for (const value of Object.values(values).filter((v) => typeof v === 'string')) {
        if (english._(id, values).includes(value)) expect(long, id).toContain(value);
      }
    }
  });
});

describe('the web catalogue split by area', () => {
  it('the areas of scripts/i18n.mjs are those the app knows (i18n/areas.ts)', () => {
    expect(webAreaNames).toEqual([...messageAreaNames]);
  });

  it('a message goes to the area of its longest prefix; the header’s few account and search ids stay in core', () => {
    expect(areaOf('home.hero.title')).toBe('home');
    expect(areaOf('home.all-categories')).toBe('storefront');
    expect(areaOf('search.results')).toBe('storefront');
    expect(areaOf('search.label')).toBe('core');
    expect(areaOf('account.menu')).toBe('core');
    expect(areaOf('account.orders.title')).toBe('account');
    expect(areaOf('auth.login.title')).toBe('account');
    expect(areaOf('checkout.title')).toBe('checkout');
    expect(areaOf('order.list.empty')).toBe('orders');
    expect(areaOf('checkout.total')).toBe('orders');
    expect(areaOf('voucher.line')).toBe('orders');
    expect(areaOf('voucher.apply')).toBe('checkout');
    expect(areaOf('footer.blurb')).toBe('footer');
    expect(areaOf('footer.terms')).toBe('core');
    expect(areaOf('cart.title')).toBe('core');
  });

  it.each([...languages, 'en-XA'])(
    '%s: each area’s chunk holds exactly its messages, every message once',
    (language) => {
      const en = read('apps/web/app/i18n', 'en');
      const seen: string[] = [];
      for (const area of messageAreaNames) {
        const part = parseCompiled(join(root, 'apps/web/app/i18n/compiled', `${area}-${language}.ts`));
        for (const id of Object.keys(part)) expect(areaOf(id), id).toBe(area);
        seen.push(...Object.keys(part));
      }
      expect(seen.sort()).toEqual(Object.keys(en).sort());
    },
  );
});

describe('the shop’s message renderer (@oja/shared/messages) writes what Lingui writes', () => {
  const values = {
    count: 1,
    page: 3,
    first: 1,
    last: 24,
    amount: '₦35,200',
    title: 'Egusi',
    name: 'Kemi',
    query: 'oil',
  };
  it.each([...languages, 'en-XA'].flatMap((l) => [[l, 'web'] as const, [l, 'server'] as const]))(
    '%s: every %s message, with one, two, none and 1,234 of a count',
    (language, side) => {
      const messages = compiled(catalogueDirs[side], language);
      const lingui = setupI18n({ locale: language, messages: { [language]: messages } });
      for (const count of [0, 1, 2, 1234]) {
        for (const [id, message] of Object.entries(messages)) {
          const all = { ...values, count, rating: 4.5 };
          expect(formatMessage(language, message as never, all), `${id} (${count})`).toBe(lingui._(id, all));
        }
      }
    },
  );

  it('plurals, exact cases, select and # in an invented message', () => {
    const message = [
      ['n', 'plural', { 0: ['none'], one: ['#', ' item'], other: ['#', ' items'] }],
      ' · ',
      ['who', 'select', { her: ['hers'], other: ['theirs'] }],
    ] as CompiledMessages[string];
    expect(formatMessage('en', message, { n: 0, who: 'her' })).toBe('none · hers');
    expect(formatMessage('en', message, { n: 1, who: 'x' })).toBe('1 item · theirs');
    expect(formatMessage('en', message, { n: 1234, who: 'x' })).toBe('1,234 items · theirs');
    expect(formatMessage('yo', 'Wá', {})).toBe('Wá');
  });
});

describe('English plurals (QA E11: the original shop said “1 items Left”)', () => {
  const english = setupI18n({ locale: 'en', messages: { en: compiled('apps/web/app/i18n', 'en') } });
  it('one item, one review; more items, more reviews', () => {
    expect(english._('stock.left', { count: 1 })).toBe('1 item Left');
    expect(english._('stock.left', { count: 12 })).toBe('12 items Left');
    expect(english._('rating.label', { rating: 5, count: 1 })).toBe('Rated 5 out of 5 from 1 review');
    expect(english._('rating.label', { rating: 4.5, count: 3 })).toBe('Rated 4.5 out of 5 from 3 reviews');
  });
});

describe('the stock label in every language (QA E11)', () => {
  it.each(['pcm', 'yo', 'ha', 'ig'])('%s says the count, one or many, in its own words', (language) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled('apps/web/app/i18n', language) } });
    for (const count of [1, 12]) {
      const label = i18n._('stock.left', { count });
      expect(label).toContain(String(count));
      expect(label).not.toMatch(/items? Left/);
    }
  });
});

describe('the support hours (QA E26)', () => {
  it.each(['en', 'pcm', 'yo', 'ha', 'ig'])('%s: the setting stands after a colon, whatever its wording', (language) => {
    const i18n = setupI18n({ locale: language, messages: { [language]: compiled('apps/web/app/i18n', language) } });
    const hours = 'Every day, 7:00 to 22:00 WAT';
    expect(i18n._('content.contact.hours', { hours })).toMatch(/: Every day, 7:00 to 22:00 WAT\.$/);
    expect(i18n._('content.faq.reach-answer', { hours })).toContain(': Every day, 7:00 to 22:00 WAT. ');
  });
});

describe('the letters of each language', () => {
  const all = (language: string) =>
    Object.values(catalogueDirs)
      .flatMap((dir) => Object.values(read(dir, language)))
      .join(' ');

  it('Yoruba has its underdotted letters and tone marks; Igbo its dotted vowels and ṅ; Hausa its hooked letters', () => {
    expect(all('yo')).toMatch(/[ẹọṣ]/);
    expect(all('yo')).toMatch(/[àáèéìíòóùú]/);
    expect(all('ig')).toMatch(/[ịọụ]/);
    expect(all('ig')).toMatch(/ṅ/);
    expect(all('ha')).toMatch(/[ɓɗƙ]/);
  });

  it('no language borrows letters of another orthography (a Hausa hook in Yoruba, a dot-below s in Igbo)', () => {
    expect(all('yo')).not.toMatch(/[ɓɗƙƴịụṅ]/);
    expect(all('ig')).not.toMatch(/[ɓɗƙƴẹṣ]/);
    expect(all('ha')).not.toMatch(/[ẹọṣịụṅ]/);
  });
});

it('the compiled catalogues are those of the sources (node scripts/i18n.mjs compile)', () => {
  expect(() => execFileSync('node', ['scripts/i18n.mjs', 'check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
});

it('every message the code names exists in English (node scripts/i18n.mjs extract)', () => {
  expect(() => execFileSync('node', ['scripts/i18n.mjs', 'extract'], { cwd: root, stdio: 'pipe' })).not.toThrow();
});

it('every kind of order notice has its title (with the order) and body, said by kind (notification-list.tsx)', () => {
  const en = read(catalogueDirs.web, 'en');
  for (const kind of notificationKinds) {
    expect(placeholders(en[`dashboard.notice.${kind}.title`] ?? ''), kind).toEqual(['{ref}']);
    expect(en[`dashboard.notice.${kind}.body`], kind).toBeTruthy();
  }
});
