import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * `oja/no-feature-cycles`: features depend on one another in one direction only (decision 0068).
 * An import from feature A into feature B is refused when B already reaches A, directly or through
 * other features, in the files on disk: the circle is named in the message. Tests are left out
 * (they set up other features freely). The graph is read once per features folder and lint run.
 */

const sources = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
const codeFile = /\.(ts|tsx|js|mjs)$/;
const testFile = /\.test\.(ts|tsx|js|mjs)$/;

/** The features folder a file sits in and the feature it belongs to, or null outside one. */
export function featureOf(file) {
  const parts = resolve(file).split(sep);
  const at = parts.lastIndexOf('features');
  if (at < 0 || at >= parts.length - 2) return null;
  return { root: parts.slice(0, at + 1).join(sep), name: parts[at + 1] };
}

/** The feature a relative import from `file` lands in, when it is another feature of the same folder. */
function targetOf(root, file, source) {
  if (!source.startsWith('.')) return null;
  const target = resolve(dirname(file), source);
  if (!target.startsWith(root + sep)) return null;
  return target.slice(root.length + 1).split(sep)[0] ?? null;
}

function filesUnder(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) found.push(...filesUnder(path));
    else if (codeFile.test(entry) && !testFile.test(entry)) found.push(path);
  }
  return found;
}

const graphs = new Map();

/** feature → the features its files import (tests excluded). */
export function featureGraph(root) {
  const cached = graphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  for (const name of existsSync(root) ? readdirSync(root) : []) {
    if (!statSync(join(root, name)).isDirectory()) continue;
    const edges = new Set();
    for (const file of filesUnder(join(root, name))) {
      for (const [, source] of readFileSync(file, 'utf8').matchAll(sources)) {
        const to = targetOf(root, file, source);
        if (to && to !== name) edges.add(to);
      }
    }
    graph.set(name, edges);
  }
  graphs.set(root, graph);
  return graph;
}

/** The shortest path of features from `from` to `to`, or null. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === to) {
      const path = [];
      for (let step = at; step !== null; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features import one another in one direction only: no circles between features.' },
    schema: [],
    messages: {
      cycle:
        'Import circle between features: {{circle}}. Move what both need to a lower layer (a shared feature, ui/, lib/, http/) or pass it in (decision 0068).',
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const here = featureOf(file);
    if (!here || testFile.test(file)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const to = targetOf(here.root, resolve(file), source);
      if (!to || to === here.name) return;
      const back = pathBetween(featureGraph(here.root), to, here.name);
      if (back) context.report({ node, messageId: 'cycle', data: { circle: [here.name, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
