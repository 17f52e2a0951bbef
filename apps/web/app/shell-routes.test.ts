import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';
import { shellRouteIds } from './shell-routes';

/** The ids React Router gives the configured routes: `id`, else the file without its extension. */
function routeIds(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, ''),
    ...routeIds(entry.children ?? []),
  ]);
}

const webDir = path.resolve(import.meta.dirname, '..');
const serverBuild = path.join(webDir, 'build/server/index.js');
const worker = path.join(webDir, 'build/client/sw.js');
const built = fs.existsSync(serverBuild) && fs.existsSync(worker);

describe('the app shell the service worker precaches', () => {
  it('names routes of the route config, each once', () => {
    const configured = new Set(['root', ...routeIds(routes)]);
    for (const id of shellRouteIds) expect(configured, id).toContain(id);
    expect(new Set(shellRouteIds).size).toBe(shellRouteIds.length);
  });

  // Needs the web build (`npm run build`), like the server's production-pages tests.
  it.skipIf(!built)("is what the built worker precaches: the shell routes' scripts, no other route's", async () => {
    const { assets } = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
    expect(Object.keys(assets.routes).sort()).toEqual(['root', ...routeIds(routes)].sort());
    const source = fs.readFileSync(worker, 'utf8');
    const precached = new Set(
      [...source.matchAll(/\{"url":"([^"]+)","revision":(?:null|"[0-9a-f]+")\}/g)].map((m) => m[1]!),
    );
    const routeModules = new Set(Object.values(assets.routes).map((route) => route!.module));
    const shellModules = new Set(shellRouteIds.map((id) => assets.routes[id]!.module));
    expect(new Set([...precached].filter((url) => routeModules.has(url)))).toEqual(shellModules);
    expect(precached).toContain(assets.url);
    expect(precached).toContain(assets.entry.module);
  });
});
