import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked parts: `rich(t('…'), [(text) => <Link …>{text}</Link>])`
 * renders "See <0>My Orders</0>." with part 0 as the link. Translators move the tags with the
 * words; the pseudo-language keeps them. A tag without a part shows its text.
 */
export function rich(text: string, parts: ((inner: string) => ReactNode)[]): ReactNode {
  const pieces = text.split(/<(\d+)>(.*?)<\/\1>/s);
  if (pieces.length === 1) return text;
  const out: ReactNode[] = [];
  for (let i = 0; i < pieces.length; i += 3) {
    if (pieces[i]) out.push(pieces[i]);
    if (i + 2 < pieces.length) {
      const render = parts[Number(pieces[i + 1])];
      out.push(<Fragment key={i}>{render ? render(pieces[i + 2]!) : pieces[i + 2]}</Fragment>);
    }
  }
  return out;
}
