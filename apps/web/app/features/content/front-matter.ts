/**
 * Splits a content file into its front-matter fields and Markdown body. The front-matter is a
 * deliberately small subset of YAML: one `key: value` per line between `---` fences, values
 * optionally quoted. That is all our content files need, and a mistake fails loudly at start-up
 * instead of silently dropping a field.
 */
export interface ContentFile {
  fields: Record<string, string>;
  body: string;
}

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;
const fieldLine = /^([a-z][a-z0-9_]*):\s*(.*)$/;

export function parseFrontMatter(source: string, name: string): ContentFile {
  const match = fence.exec(source);
  if (!match) throw new Error(`${name}: the file must start with a --- front-matter block`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const field = fieldLine.exec(line);
    if (!field) throw new Error(`${name}: cannot read the front-matter line "${line}"`);
    const [, key, raw] = field as unknown as [string, string, string];
    const value = raw.trim().replace(/^(["'])(.*)\1$/, '$2');
    if (key in fields) throw new Error(`${name}: "${key}" appears twice in the front-matter`);
    fields[key] = value;
  }
  return { fields, body: source.slice(match[0].length) };
}

/** The named field, which must be present and non-empty. */
export function requireField(file: ContentFile, key: string, name: string): string {
  const value = file.fields[key];
  if (!value) throw new Error(`${name}: the front-matter needs "${key}"`);
  return value;
}
