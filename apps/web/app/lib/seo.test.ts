import { expect, it } from 'vitest';
import { seoMeta } from './seo';

const shop = { name: 'Oja', email: 'e@oja.test', phone: '1', location: 'Lagos', public_url: 'https://oja.test' };
const matches = [
  { id: 'root', loaderData: { shop } },
  { id: 'page', loaderData: {} },
];

it('names the canonical and Open Graph addresses absolutely, from the root loader’s public URL', () => {
  const meta = seoMeta({ title: 'About Us', description: 'Who we are', path: '/about-us', image: '/x.png' }, matches);
  expect(meta).toEqual(
    expect.arrayContaining([
      { title: 'About Us | Oja' },
      { name: 'description', content: 'Who we are' },
      { tagName: 'link', rel: 'canonical', href: 'https://oja.test/about-us' },
      { property: 'og:url', content: 'https://oja.test/about-us' },
      { property: 'og:image', content: 'https://oja.test/x.png' },
    ]),
  );
});
