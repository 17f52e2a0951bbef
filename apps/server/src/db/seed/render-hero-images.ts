// Renders the four drawn hero backgrounds (heroImageSvg) to the web app's public images, where
// the home page's rotating hero loads them: `npm run images:hero`. The output is committed, so a
// build never depends on this script; run it again after changing the drawings.
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../config.ts';
import { heroImageSvg } from './artwork.ts';

const outDir = path.join(rootDir, 'apps/web/public/images');
fs.mkdirSync(outDir, { recursive: true });
for (const index of [0, 1, 2, 3] as const) {
  const file = path.join(outDir, `hero-${index}.svg`);
  const svg = heroImageSvg(index) + '\n';
  fs.writeFileSync(file, svg);
  console.log(`${path.relative(rootDir, file)}  ${(svg.length / 1024).toFixed(1)} KB`);
}
