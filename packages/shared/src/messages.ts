/**
 * Lingui's compiled messages, rendered without Lingui's runtime (decisions 0034 and 0045): the one
 * renderer of the web pages and the server's e-mails, SMS and refusals. The browser needs only
 * this, not @lingui/core's catalogue events, date/time formatters and loaders (about 2 KB gzipped
 * of first-load JavaScript). The format is what `compileMessage` of
 * @lingui/message-utils writes (scripts/i18n.mjs): a message is a string or a list of strings and
 * placeholders; a placeholder is `[name]` or `[name, format, options]`, and plural and select
 * options hold messages, where "#" stands for the number. The catalogue test renders every
 * message of every language with both this and Lingui and expects the same text.
 */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [string, string?, Record<string, unknown>?];
export type CompiledMessages = Record<string, CompiledMessage>;
export type FormatValues = Record<string, unknown>;

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat>();
function cached<T extends Intl.PluralRules | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

/** The text of a compiled message in `locale` with its values. */
export function formatMessage(locale: string, message: CompiledMessage, values: FormatValues = {}): string {
  const locales = [locale, 'en'];
  const render = (tokens: unknown, count?: string): string => {
    if (!Array.isArray(tokens)) return String(tokens ?? '');
    let out = '';
    for (const token of tokens as CompiledPart[]) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, options = {}] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...cases } = options as Record<string, unknown> & { offset?: number };
        const n = Number(value) - Number(offset);
        const rules = cached(
          `${type}:${locale}`,
          () => new Intl.PluralRules(locales, type === 'plural' ? {} : { type: 'ordinal' }),
        );
        const chosen = cases[String(value)] ?? cases[rules.select(n)] ?? cases.other;
        out += render(chosen, cached(`n:${locale}`, () => new Intl.NumberFormat(locales)).format(n));
      } else if (type === 'select') {
        out += render(options[String(value)] ?? options.other);
      } else if (type === 'number') {
        out += cached(`n:${locale}`, () => new Intl.NumberFormat(locales)).format(Number(value));
      } else if (value != null) {
        out += String(value);
      }
    }
    return out;
  };
  return render(typeof message === 'string' ? [message] : message);
}
