import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The message chunks' addresses (decision 0034): the client build emits each compiled catalogue
 * (app/i18n/compiled/<area>-<lang>.ts) as a chunk of its own, and the server build gets their
 * built addresses as `virtual:oja/message-chunks` ({ 'core-yo': '/assets/core-yo-<hash>.js', … });
 * the server writes the page language's on `<html data-chunks>` and the browser imports them by
 * address, so the shell carries no map of loaders. In development the addresses are the sources'.
 * React Router builds the client before the server, so the addresses are known by then.
 */
const id = 'virtual:oja/message-chunks';
const compiledDir = path.join(import.meta.dirname, 'app/i18n/compiled');

export function messageChunks(): Plugin {
  const addresses: Record<string, string> = {};
  const refs = new Map<string, string>();
  let building = false;
  const names = () =>
    fs
      .readdirSync(compiledDir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.slice(0, -3));
  return {
    name: 'oja-message-chunks',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building || this.environment.name !== 'client') return;
      for (const name of names()) {
        refs.set(name, this.emitFile({ type: 'chunk', id: path.join(compiledDir, `${name}.ts`), name }));
      }
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const [name, ref] of refs) addresses[name] = `/${this.getFileName(ref)}`;
    },
    resolveId(source) {
      return source === id ? `\0${id}` : undefined;
    },
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (!building) {
        return `export default ${JSON.stringify(Object.fromEntries(names().map((n) => [n, `/app/i18n/compiled/${n}.ts`])))};`;
      }
      if (Object.keys(addresses).length === 0)
        this.error('the message chunks are not built yet: the client build comes first');
      return `export default ${JSON.stringify(addresses)};`;
    },
  };
}
