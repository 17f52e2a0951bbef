import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { rich } from './rich';

describe('rich', () => {
  it('renders the marked parts with their renderers, in the translation’s order', () => {
    const parts = [(s: string) => h('a', { href: '/a' }, s), (s: string) => h('strong', null, s)];
    const html = renderToStaticMarkup(h('p', null, rich('<1>B</1> then <0>A</0>.', parts)));
    expect(html).toBe('<p><strong>B</strong> then <a href="/a">A</a>.</p>');
  });
  it('leaves a text without tags as it is, and shows a tag without a part as text', () => {
    expect(rich('plain', [])).toBe('plain');
    expect(renderToStaticMarkup(h('p', null, rich('x <3>y</3>', [])))).toBe('<p>x y</p>');
  });
});
