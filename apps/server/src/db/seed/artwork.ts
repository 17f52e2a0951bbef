// Drawn demo artwork: flat SVG illustrations generated from simple shapes, so the demo shop
// never needs images copied from elsewhere. No text, no external references, no scripts.
// Product titles are never interpolated; only numbers, colours and hash-based ids are.

type HSL = readonly [h: number, s: number, l: number];

interface Ctx {
  /** id prefix, unique per slug */
  id: string;
  /** deterministic random number in [0, 1) */
  r: () => number;
  /** product-tinted colour from an HSL tone, optionally lightened/darkened by dl */
  c: (t: HSL, dl?: number) => string;
  defs: string[];
}

// ── Small utilities ───────────────────────────────────────────────────────────────────────

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clamp01 = (v: number): number => Math.min(1, Math.max(0, v));
/** round to one decimal for compact output */
const n = (v: number): string => String(Math.round(v * 10) / 10);

function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = clamp01(s);
  const ll = clamp01(l);
  const c = (1 - Math.abs(2 * ll - 1)) * ss;
  const x = c * (1 - Math.abs(((hh / 60) % 2) - 1));
  const m = ll - c / 2;
  const rgb: [number, number, number] =
    hh < 60
      ? [c, x, 0]
      : hh < 120
        ? [x, c, 0]
        : hh < 180
          ? [0, c, x]
          : hh < 240
            ? [0, x, c]
            : hh < 300
              ? [x, 0, c]
              : [c, 0, x];
  return (
    '#' +
    rgb
      .map((v) =>
        Math.round((v + m) * 255)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function pick<T>(items: readonly T[], r: number): T {
  const item = items[Math.floor(r * items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** points of an n-pointed star, for calyxes, pineapple crowns and the like */
function star(cx: number, cy: number, ro: number, ri: number, k: number, rot = -90): string {
  const pts: string[] = [];
  for (let i = 0; i < k * 2; i++) {
    const a = ((rot + (i * 180) / k) * Math.PI) / 180;
    const rr = i % 2 === 0 ? ro : ri;
    pts.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

const shadow = (cx: number, cy: number, rx: number, ry = 22): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2412" opacity=".13"/>`;

const tf = (x: number, y: number, rot = 0, s = 1): string =>
  `translate(${n(x)} ${n(y)})` + (rot ? ` rotate(${n(rot)})` : '') + (s !== 1 ? ` scale(${n(s)})` : '');

const HL = 'fill="#fff" opacity=".25"';

// ── Reusable pieces ───────────────────────────────────────────────────────────────────────

/** a pattern of scattered seeds or grains; returns a fill reference */
function seeds(x: Ctx, key: string, bg: string, seed: string, w: number, h: number, rx: number, ry: number): string {
  const id = `${x.id}${key}`;
  // a 3×2 tile of jittered cells: reads as a natural scatter rather than a grid
  let body = '';
  for (let i = 0; i < 6; i++) {
    const cx = ((i % 3) + 0.3 + x.r() * 0.4) * w;
    const cy = (Math.floor(i / 3) + 0.3 + x.r() * 0.4) * h;
    body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="${seed}" transform="rotate(${Math.round(x.r() * 180)} ${n(cx)} ${n(cy)})"/>`;
  }
  x.defs.push(
    `<pattern id="${id}" width="${w * 3}" height="${h * 2}" patternUnits="userSpaceOnUse"><rect width="${w * 3}" height="${h * 2}" fill="${bg}"/>${body}</pattern>`,
  );
  return `url(#${id})`;
}

/** heap surface: y of the top of the standard heap at x */
const heapTop = (px: number): number => 198 + Math.pow(Math.abs(px - 300) / 164, 1.7) * 136;

function specks(x: Ctx, colour: string, count: number): string {
  let s = '';
  for (let i = 0; i < count; i++) {
    const px = 180 + x.r() * 240;
    const top = heapTop(px) + 8;
    const py = top + x.r() * Math.max(0, 326 - top);
    s += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(2 + x.r() * 3)}" fill="${colour}"/>`;
  }
  return s;
}

/** a round bowl seen from the side with a heap of powder or seeds in it */
function bowl(x: Ctx, fill: string, speck: string | null, wood: HSL = [26, 0.45, 0.38]): string {
  const b = x.c(wood);
  const bd = x.c(wood, -0.12);
  const bl = x.c(wood, 0.14);
  return (
    shadow(300, 480, 200, 24) +
    `<ellipse cx="300" cy="468" rx="82" ry="17" fill="${bd}"/>` +
    `<ellipse cx="300" cy="330" rx="182" ry="38" fill="${bd}"/>` +
    `<path d="M136 336C172 262 236 200 300 196C364 200 428 262 464 336Z" fill="${fill}"/>` +
    `<path d="M178 312C208 256 250 222 290 212C262 240 244 274 238 322Z" ${HL}/>` +
    (speck ? specks(x, speck, 16) : '') +
    `<path d="M118 330A182 142 0 0 0 482 330Z" fill="${b}"/>` +
    `<path d="M127 366A176 40 0 0 0 473 366" fill="none" stroke="${bl}" stroke-width="10"/>` +
    `<path d="M150 404A150 36 0 0 0 450 404" fill="none" stroke="${bd}" stroke-width="8" stroke-dasharray="2 16" stroke-linecap="round"/>` +
    `<path d="M118 330A182 38 0 0 0 482 330" fill="none" stroke="${bl}" stroke-width="6"/>`
  );
}

/** a small wooden spoon on the ground with a little of the contents */
function spoon(x: Ctx, fill: string): string {
  const w = x.c([30, 0.45, 0.5]);
  return (
    `<path d="M420 532L552 486" stroke="${w}" stroke-width="14" stroke-linecap="round"/>` +
    `<ellipse cx="396" cy="540" rx="44" ry="24" fill="${w}" transform="rotate(-19 396 540)"/>` +
    `<ellipse cx="394" cy="536" rx="32" ry="14" fill="${fill}" transform="rotate(-19 394 536)"/>`
  );
}

function sack(x: Ctx, fill: string, accent: HSL): string {
  const t: HSL = [34, 0.42, 0.64];
  const b = x.c(t);
  const bd = x.c(t, -0.14);
  const bl = x.c(t, 0.1);
  const a = x.c(accent);
  const body = 'M186 236C162 320 140 420 160 478Q300 512 440 478C460 420 438 320 414 236Z';
  x.defs.push(
    `<pattern id="${x.id}w" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 4.5h9M4.5 0v9" stroke="#4a2f12" stroke-width="1.3" opacity=".22"/></pattern>`,
  );
  return (
    shadow(290, 500, 200, 24) +
    `<path d="${body}" fill="${b}"/><path d="${body}" fill="url(#${x.id}w)"/>` +
    `<path d="M384 250C404 330 424 420 414 488L440 478C460 420 438 320 414 236Z" fill="#000" opacity=".1"/>` +
    `<path d="M166 404Q300 436 434 404M163 428Q300 460 437 428" fill="none" stroke="${a}" stroke-width="9"/>` +
    `<ellipse cx="300" cy="240" rx="118" ry="30" fill="${bd}"/>` +
    `<path d="M190 244C220 198 262 172 300 172C338 172 380 198 410 244Z" fill="${fill}"/>` +
    `<path d="M220 230C240 204 266 188 292 184C272 200 260 216 256 236Z" ${HL}/>` +
    `<path d="M178 244A122 32 0 0 0 422 244" fill="none" stroke="${bl}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M92 526C112 488 180 480 222 526Z" fill="${fill}"/>`
  );
}

/** a bottle; the liquid shows through a lightly tinted glass */
function bottle(x: Ctx, liquid: string, cap: string, label: string | null, glass = '#ffffff', cx = 300, s = 1): string {
  const outline =
    'M-25 -150L25 -150L25 -110C38 -95 80 -78 80 -30L80 178Q80 200 58 200L-58 200Q-80 200 -80 178L-80 -30C-80 -78 -38 -95 -25 -110Z';
  return (
    `<g transform="${tf(cx, 300, 0, s)}">` +
    `<path d="${outline}" fill="${glass}" opacity=".55"/>` +
    `<path d="M-72 0L72 0L72 174Q72 192 54 192L-54 192Q-72 192 -72 174Z" fill="${liquid}"/>` +
    (label
      ? `<rect x="-80" y="50" width="160" height="84" fill="${label}"/><circle cx="0" cy="92" r="24" fill="#fff" opacity=".5"/>`
      : '') +
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".18" stroke-width="4"/>` +
    `<rect x="-58" y="-40" width="14" height="216" rx="7" ${HL}/>` +
    `<rect x="-32" y="-178" width="64" height="34" rx="7" fill="${cap}"/>` +
    `</g>`
  );
}

/** tall glass with a drink, ice and an optional garnish */
function glass(x: Ctx, drink: string, garnish: string): string {
  return (
    shadow(300, 492, 120, 18) +
    `<path d="M206 214L394 214L372 486L228 486Z" fill="#fff" opacity=".5"/>` +
    `<path d="M213 270L387 270L367 478L233 478Z" fill="${drink}"/>` +
    `<rect x="236" y="250" width="50" height="46" rx="9" fill="#fff" opacity=".45" transform="rotate(-12 261 273)"/>` +
    `<rect x="300" y="262" width="46" height="42" rx="9" fill="#fff" opacity=".35" transform="rotate(14 323 283)"/>` +
    `<path d="M330 150L356 134M330 150L300 420" stroke="${x.c([10, 0.7, 0.55])}" stroke-width="12" stroke-linecap="round" fill="none"/>` +
    `<path d="M206 214L394 214L372 486L228 486Z" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="4"/>` +
    `<rect x="222" y="230" width="12" height="230" rx="6" ${HL}/>` +
    garnish
  );
}

function orangeSlice(x: Ctx, cx: number, cy: number, r: number, t: HSL = [32, 0.9, 0.55]): string {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    seg += `M${cx} ${cy}L${n(cx + r * 0.8 * Math.cos(a))} ${n(cy + r * 0.8 * Math.sin(a))}`;
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${x.c(t, -0.05)}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.84)}" fill="${x.c(t, 0.18)}"/>` +
    `<path d="${seg}" stroke="#fff" stroke-width="3" opacity=".7"/>`
  );
}

// ── Category motifs ───────────────────────────────────────────────────────────────────────

function spices(x: Ctx, has: (...k: string[]) => boolean): string {
  if (has('ehuru', 'uziza', 'alligator')) {
    const [bg, sd, w, h, rx, ry]: [HSL, HSL, number, number, number, number] = has('uziza')
      ? [[20, 0.15, 0.12], [25, 0.15, 0.26], 16, 14, 5, 5]
      : has('ehuru')
        ? [[20, 0.35, 0.18], [26, 0.4, 0.36], 30, 24, 9, 6]
        : [[12, 0.45, 0.22], [16, 0.5, 0.4], 26, 20, 8, 5];
    const fill = seeds(x, 's', x.c(bg), x.c(sd), w, h, rx, ry);
    return bowl(x, fill, null, [28, 0.35, 0.62]) + spoon(x, fill);
  }
  const tone: HSL = has('cameroon')
    ? [6, 0.6, 0.3]
    : has('chilli', 'ata-')
      ? [4, 0.75, 0.44]
      : has('ginger')
        ? [40, 0.55, 0.68]
        : has('jollof')
          ? [22, 0.8, 0.5]
          : has('pepper-soup')
            ? [26, 0.4, 0.36]
            : [20, 0.6, 0.4];
  const fill = x.c(tone);
  return (
    bowl(
      x,
      fill,
      x.c(tone, -0.14),
      pick<HSL>(
        [
          [26, 0.45, 0.38],
          [14, 0.5, 0.42],
          [35, 0.3, 0.3],
        ],
        x.r(),
      ),
    ) + spoon(x, fill)
  );
}

function beauty(x: Ctx, has: (...k: string[]) => boolean): string {
  if (has('black-soap-ose')) {
    const leaf = x.c([105, 0.45, 0.38]);
    const soap = x.c([24, 0.3, 0.2]);
    let dots = '';
    for (let i = 0; i < 18; i++)
      dots += `<circle cx="${n(220 + x.r() * 190)}" cy="${n(330 + x.r() * 110)}" r="${n(2 + x.r() * 4)}" fill="${x.c([28, 0.3, 0.34])}"/>`;
    let bubbles = '';
    for (let i = 0; i < 6; i++)
      bubbles += `<circle cx="${n(170 + x.r() * 280)}" cy="${n(190 + x.r() * 110)}" r="${n(8 + x.r() * 16)}" fill="#fff" opacity=".35" stroke="#fff" stroke-width="3"/>`;
    return (
      shadow(300, 496, 220, 24) +
      `<path d="M90 470Q280 330 520 410Q330 560 90 470Z" fill="${leaf}"/><path d="M100 468Q300 420 510 412" stroke="${x.c([95, 0.4, 0.55])}" stroke-width="5" fill="none"/>` +
      `<path d="M196 430C182 356 246 296 322 302C402 298 440 358 426 420C414 476 236 486 196 430Z" fill="${soap}"/>` +
      dots +
      `<path d="M226 372C236 336 270 318 306 316C280 332 262 352 256 384Z" fill="#fff" opacity=".16"/>` +
      bubbles
    );
  }
  if (has('oil', 'liquid')) {
    const liquid = has('palm-kernel')
      ? x.c([20, 0.7, 0.22])
      : has('liquid')
        ? x.c([28, 0.45, 0.28])
        : x.c([48, 0.45, 0.93]);
    const pump = has('liquid');
    return (
      shadow(300, 502, 130, 20) +
      bottle(x, liquid, x.c([30, 0.5, 0.3]), x.c([36, 0.6, 0.8])) +
      (pump
        ? `<path d="M290 122L290 96L350 96L350 110" stroke="${x.c([30, 0.5, 0.3])}" stroke-width="14" fill="none" stroke-linecap="round"/>`
        : '') +
      (has('coconut')
        ? `<circle cx="470" cy="470" r="58" fill="${x.c([25, 0.45, 0.3])}"/><circle cx="470" cy="470" r="42" fill="#fffaf0"/><circle cx="470" cy="470" r="30" fill="#f3ead8"/>`
        : '')
    );
  }
  if (has('chebe', 'osun', 'camwood')) {
    const tone: HSL = has('osun', 'camwood') ? [6, 0.6, 0.4] : [30, 0.35, 0.55];
    return bowl(x, x.c(tone), x.c(tone, -0.12), [30, 0.35, 0.72]);
  }
  if (has('kohl')) {
    const body = x.c([18, 0.35, 0.26]);
    const trim = x.c([40, 0.7, 0.55]);
    const red = x.c([4, 0.6, 0.42]);
    return (
      shadow(300, 500, 130, 20) +
      `<path d="M300 120L300 300" stroke="${x.c([30, 0.4, 0.55])}" stroke-width="10" stroke-linecap="round"/><circle cx="300" cy="112" r="18" fill="${trim}"/>` +
      `<path d="M272 290C212 320 204 476 300 490C396 476 388 320 328 290Z" fill="${body}"/>` +
      `<rect x="270" y="270" width="60" height="34" rx="8" fill="${trim}"/>` +
      `<path d="M230 380L250 360L270 380L290 360L310 380L330 360L350 380L370 360" stroke="${trim}" stroke-width="7" fill="none"/>` +
      `<path d="M226 420L374 420" stroke="${red}" stroke-width="12"/>` +
      `<path d="M236 446L256 430L276 446L296 430L316 446L336 430L356 446" stroke="${trim}" stroke-width="6" fill="none"/>` +
      `<path d="M262 330C246 350 238 390 240 420" stroke="#fff" stroke-width="9" opacity=".2" fill="none" stroke-linecap="round"/>`
    );
  }
  if (has('sponge', 'net')) {
    const col = x.c(
      pick<HSL>(
        [
          [200, 0.7, 0.5],
          [330, 0.6, 0.55],
          [140, 0.5, 0.45],
          [30, 0.9, 0.55],
        ],
        x.r(),
      ),
    );
    const d = 'M130 420C150 240 340 210 390 300S480 480 330 456S190 330 300 250S470 190 480 130';
    let bubbles = '';
    for (let i = 0; i < 7; i++)
      bubbles += `<circle cx="${n(150 + x.r() * 320)}" cy="${n(150 + x.r() * 340)}" r="${n(8 + x.r() * 14)}" fill="#fff" opacity=".4" stroke="#fff" stroke-width="3"/>`;
    return (
      shadow(300, 510, 200, 22) +
      `<path d="${d}" stroke="${col}" stroke-width="74" fill="none" stroke-linecap="round"/>` +
      `<path d="${d}" stroke="#000" stroke-opacity=".2" stroke-width="74" fill="none" stroke-dasharray="4 9"/>` +
      `<path d="${d}" stroke="#fff" stroke-opacity=".3" stroke-width="50" fill="none" stroke-dasharray="2 11" stroke-dashoffset="6"/>` +
      `<path d="${d}" stroke="#fff" stroke-opacity=".35" stroke-width="8" fill="none" transform="translate(-14 -14)"/>` +
      bubbles
    );
  }
  // a jar of butter, open dish and shea nuts
  const lid = x.c(
    pick<HSL>(
      [
        [20, 0.55, 0.4],
        [150, 0.35, 0.32],
        [35, 0.6, 0.45],
        [350, 0.4, 0.38],
      ],
      x.r(),
    ),
  );
  const butter = x.c([46, 0.6, 0.86]);
  return (
    shadow(300, 496, 220, 22) +
    `<rect x="190" y="262" width="220" height="226" rx="40" fill="${x.c([42, 0.35, 0.9])}"/>` +
    `<rect x="190" y="330" width="220" height="96" fill="${x.c([30, 0.5, 0.72])}"/>` +
    `<path d="M300 352C276 364 270 392 300 408C330 392 324 364 300 352Z" fill="${x.c([110, 0.35, 0.4])}"/>` +
    `<rect x="212" y="282" width="18" height="180" rx="9" ${HL}/>` +
    `<rect x="178" y="212" width="244" height="60" rx="16" fill="${lid}"/>` +
    `<path d="M196 228v28M216 228v28M236 228v28M256 228v28M276 228v28M296 228v28M316 228v28M336 228v28M356 228v28M376 228v28M396 228v28" stroke="#000" stroke-opacity=".15" stroke-width="4"/>` +
    `<ellipse cx="470" cy="486" rx="70" ry="22" fill="${x.c([30, 0.4, 0.6])}"/><path d="M422 480C430 440 470 426 498 448C516 462 508 480 500 486Z" fill="${butter}"/>` +
    `<ellipse cx="116" cy="490" rx="30" ry="22" fill="${x.c([25, 0.4, 0.3])}"/><ellipse cx="158" cy="506" rx="26" ry="19" fill="${x.c([25, 0.4, 0.36])}"/>`
  );
}

function art(x: Ctx, has: (...k: string[]) => boolean): string {
  const bronze: HSL = [32, 0.5, 0.4];
  const b = x.c(bronze);
  const bd = x.c(bronze, -0.14);
  const bl = x.c(bronze, 0.16);
  const plinth =
    `<rect x="196" y="470" width="208" height="50" rx="6" fill="${x.c([20, 0.3, 0.22])}"/>` + shadow(300, 524, 170, 16);
  const face = (skin: string, dark: string): string =>
    `<path d="M300 150C235 150 205 205 208 265C210 330 235 380 300 392C365 380 390 330 392 265C395 205 365 150 300 150Z" fill="${skin}"/>` +
    `<ellipse cx="206" cy="282" rx="14" ry="30" fill="${skin}"/><ellipse cx="394" cy="282" rx="14" ry="30" fill="${skin}"/>` +
    `<path d="M242 262Q262 248 284 262Q262 272 242 262ZM316 262Q338 248 358 262Q338 272 316 262Z" fill="${dark}"/>` +
    `<path d="M300 268L286 322Q300 332 314 322Z" fill="${dark}" opacity=".5"/>` +
    `<path d="M272 350Q300 340 328 350Q300 368 272 350Z" fill="${dark}"/>`;
  if (has('mask', 'gelede')) {
    const wood = x.c([24, 0.45, 0.34]);
    const paint = [x.c([5, 0.65, 0.45]), x.c([45, 0.8, 0.55]), x.c([200, 0.45, 0.4])];
    return (
      `<rect x="104" y="84" width="392" height="432" fill="${x.c([24, 0.45, 0.25])}"/><rect x="128" y="108" width="344" height="384" fill="${x.c([38, 0.4, 0.86])}"/>` +
      `<path d="M200 212Q300 130 400 212L392 246L208 246Z" fill="${paint[0]}"/>` +
      `<path d="M214 200L386 200M226 182L374 182" stroke="${paint[1]}" stroke-width="9"/>` +
      `<circle cx="300" cy="150" r="20" fill="${paint[2]}"/>` +
      `<g transform="translate(0 86) scale(1 .98)">${face(wood, x.c([20, 0.4, 0.14]))}</g>` +
      `<path d="M228 320h32M228 334h32M228 348h32M340 320h32M340 334h32M340 348h32" stroke="${x.c([20, 0.4, 0.16])}" stroke-width="4"/>` +
      `<ellipse cx="263" cy="348" rx="12" ry="6" fill="#fff"/><ellipse cx="337" cy="348" rx="12" ry="6" fill="#fff"/>` +
      `<circle cx="263" cy="348" r="5" fill="#111"/><circle cx="337" cy="348" r="5" fill="#111"/>` +
      `<path d="M214 300C216 250 250 228 300 226" stroke="#fff" stroke-width="8" opacity=".15" fill="none"/>`
    );
  }
  if (has('drum')) {
    const wood = x.c([28, 0.5, 0.42]);
    const skin = x.c([38, 0.45, 0.82]);
    const cord = x.c([22, 0.45, 0.26]);
    let cords = '';
    for (let i = 0; i <= 11; i++) {
      const cx = 210 + i * 16.4;
      cords += `M${n(cx)} 188L${n(cx)} 462`;
    }
    return (
      shadow(300, 496, 130, 20) +
      `<path d="M205 180C270 230 272 270 272 325C272 380 270 420 205 470L395 470C330 420 328 380 328 325C328 270 330 230 395 180Z" fill="${wood}"/>` +
      `<path d="M272 325h56" stroke="${x.c([28, 0.5, 0.3])}" stroke-width="14"/>` +
      `<path d="${cords}" stroke="${cord}" stroke-width="3.5"/>` +
      `<ellipse cx="300" cy="470" rx="96" ry="26" fill="${cord}"/>` +
      `<ellipse cx="300" cy="180" rx="96" ry="26" fill="${cord}"/><ellipse cx="300" cy="178" rx="84" ry="20" fill="${skin}"/>` +
      `<path d="M450 170Q470 300 440 380Q430 400 410 396" stroke="${x.c([30, 0.4, 0.3])}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      `<path d="M205 180C240 206 256 230 262 256" stroke="#fff" stroke-width="8" opacity=".18" fill="none"/>`
    );
  }
  if (has('calabash')) {
    const gourd = x.c([34, 0.6, 0.6]);
    const carve = x.c([20, 0.5, 0.25]);
    let zig = 'M';
    for (let i = 0; i <= 15; i++) {
      const px = 150 + i * 20;
      const base = 372 + 46 * Math.sqrt(Math.max(0, 1 - ((px - 300) / 158) ** 2));
      zig += `${px} ${n(base + (i % 2 ? -16 : 0))}${i < 15 ? 'L' : ''}`;
    }
    let dots = '';
    for (let i = 0; i < 7; i++) {
      const px = 190 + i * 37;
      const py = 432 + 40 * Math.sqrt(Math.max(0, 1 - ((px - 300) / 130) ** 2));
      dots += `<circle cx="${px}" cy="${n(py)}" r="9" fill="none" stroke="${carve}" stroke-width="4"/>`;
    }
    return (
      shadow(300, 494, 190, 22) +
      `<ellipse cx="300" cy="310" rx="172" ry="42" fill="${x.c([28, 0.5, 0.32])}"/>` +
      `<path d="M128 310A172 180 0 0 0 472 310Z" fill="${gourd}"/>` +
      `<path d="M134 344A166 42 0 0 0 466 344" stroke="${carve}" stroke-width="5" fill="none"/>` +
      `<path d="${zig}" stroke="${carve}" stroke-width="5" fill="none"/>` +
      dots +
      `<path d="M172 400C186 436 214 462 250 476" stroke="#fff" stroke-width="10" opacity=".2" fill="none" stroke-linecap="round"/>` +
      `<path d="M128 310A172 42 0 0 0 472 310" stroke="${x.c([34, 0.6, 0.74])}" stroke-width="6" fill="none"/>`
    );
  }
  if (has('necklace')) {
    const coral = x.c([6, 0.7, 0.45]);
    const gold = x.c([42, 0.75, 0.55]);
    const strand = (d: number, col: string, dash: string): string =>
      `<path d="M250 ${n(330 - d * 0.3)}C${n(140 - d * 0.8)} ${n(470 + d * 1.3)} ${n(460 + d * 0.8)} ${n(480 + d * 1.3)} 350 ${n(330 - d * 0.3)}" stroke="${col}" stroke-width="18" fill="none" stroke-linecap="round" stroke-dasharray="${dash}"/>`;
    return (
      shadow(300, 576, 170, 14) +
      `<path d="M130 576C130 440 210 404 250 384L250 110Q300 96 350 110L350 384C390 404 470 440 470 576Z" fill="${x.c([20, 0.35, 0.18])}"/>` +
      strand(0, coral, '0 22') +
      strand(44, coral, '0 22') +
      strand(88, coral, '0 22') +
      strand(88, gold, '0 66') +
      `<ellipse cx="300" cy="548" rx="16" ry="24" fill="${gold}"/>`
    );
  }
  if (has('bracelet')) {
    let out = shadow(300, 470, 220, 30);
    const cols = [x.c([8, 0.7, 0.48]), x.c([45, 0.8, 0.55]), x.c([190, 0.55, 0.4])];
    cols.forEach((col, i) => {
      out += `<ellipse cx="${200 + i * 100}" cy="${380 - (i % 2) * 40}" rx="96" ry="44" stroke="${col}" stroke-width="20" fill="none" stroke-dasharray="0 24" stroke-linecap="round" transform="rotate(${-8 + i * 8} ${200 + i * 100} 380)"/>`;
    });
    return out;
  }
  if (has('ibeji')) {
    const wood = x.c([18, 0.45, 0.26]);
    const fig = (cx: number): string =>
      `<g transform="translate(${cx} 0)"><path d="M-28 180Q0 140 28 180L30 210Q0 226 -30 210Z" fill="${wood}"/>` +
      `<ellipse cx="0" cy="230" rx="40" ry="50" fill="${wood}"/>` +
      `<rect x="-34" y="272" width="68" height="130" rx="26" fill="${wood}"/>` +
      `<rect x="-26" y="396" width="22" height="70" rx="8" fill="${wood}"/><rect x="4" y="396" width="22" height="70" rx="8" fill="${wood}"/>` +
      `<path d="M-36 356Q0 372 36 356" stroke="${x.c([45, 0.7, 0.55])}" stroke-width="10" fill="none" stroke-dasharray="0 12" stroke-linecap="round"/>` +
      `<path d="M-16 226h10M6 226h10" stroke="#000" stroke-width="5" opacity=".5"/></g>`;
    return plinth + fig(240) + fig(360);
  }
  if (has('leopard')) {
    x.defs.push(
      `<pattern id="${x.id}l" width="34" height="30" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="6" fill="none" stroke="${bd}" stroke-width="4"/><circle cx="26" cy="24" r="5" fill="${bd}"/></pattern>`,
    );
    const body = 'M150 330C180 280 370 280 420 312C444 330 440 374 416 388L170 388C142 378 136 350 150 330Z';
    return (
      plinth +
      `<path d="M152 336C110 320 96 270 120 240" stroke="${b}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
      `<path d="M174 380h30v92h-30zM224 380h30v92h-30zM352 380h30v92h-30zM398 376h30v96h-30z" fill="${b}"/>` +
      `<path d="${body}" fill="${b}"/><path d="${body}" fill="url(#${x.id}l)"/>` +
      `<circle cx="440" cy="290" r="48" fill="${b}"/><circle cx="414" cy="248" r="14" fill="${b}"/><circle cx="466" cy="248" r="14" fill="${b}"/>` +
      `<circle cx="426" cy="284" r="7" fill="${bd}"/><circle cx="458" cy="284" r="7" fill="${bd}"/><path d="M430 312Q442 324 454 312" stroke="${bd}" stroke-width="5" fill="none"/>` +
      `<path d="M180 300C230 286 300 284 360 290" stroke="${bl}" stroke-width="8" opacity=".6" fill="none"/>`
    );
  }
  // cast or terracotta heads: Benin, Ife, Nok
  if (has('nok')) {
    const clay = x.c([18, 0.55, 0.45]);
    const dark = x.c([16, 0.5, 0.25]);
    return (
      plinth +
      `<path d="M262 380L262 470L338 470L338 380Z" fill="${clay}"/>` +
      `<circle cx="250" cy="156" r="32" fill="${clay}"/><circle cx="300" cy="140" r="34" fill="${clay}"/><circle cx="350" cy="156" r="32" fill="${clay}"/>` +
      face(clay, dark) +
      `<path d="M236 250Q262 236 288 250Q262 276 236 250ZM312 250Q338 236 364 250Q338 276 312 250Z" fill="${x.c([18, 0.5, 0.6])}"/>` +
      `<circle cx="262" cy="256" r="5" fill="${dark}"/><circle cx="338" cy="256" r="5" fill="${dark}"/>` +
      `<path d="M214 250C214 200 250 170 290 166" stroke="#fff" stroke-width="9" opacity=".15" fill="none"/>`
    );
  }
  if (has('ife')) {
    let lines = '';
    for (let i = 0; i < 13; i++) lines += `M${246 + i * 9} ${i % 3 ? 214 : 230}L${246 + i * 9} 378`;
    return (
      plinth +
      `<path d="M256 372L248 470L352 470L344 372Z" fill="${b}"/>` +
      face(b, bd) +
      `<path d="${lines}" stroke="${bd}" stroke-width="2" opacity=".55"/>` +
      `<path d="M212 216C214 150 386 150 388 216L380 200C340 176 260 176 220 200Z" fill="${bd}"/>` +
      `<path d="M220 204C260 170 340 170 380 204" stroke="${bl}" stroke-width="10" stroke-dasharray="0 18" stroke-linecap="round" fill="none"/>` +
      `<circle cx="300" cy="148" r="16" fill="${bl}"/>` +
      `<path d="M218 260C220 206 252 176 292 168" stroke="#fff" stroke-width="10" opacity=".18" fill="none"/>`
    );
  }
  // Benin-style head: bead-net cap and a tall collar of coral rings
  let rings = '';
  for (let i = 0; i < 6; i++)
    rings += `<rect x="${240 - i * 4}" y="${364 + i * 17}" width="${120 + i * 8}" height="17" rx="8" fill="${i % 2 ? b : bl}"/>`;
  x.defs.push(
    `<pattern id="${x.id}n" width="18" height="18" patternUnits="userSpaceOnUse"><rect width="18" height="18" fill="${bd}"/><circle cx="9" cy="9" r="5" fill="${bl}"/></pattern>`,
  );
  return (
    plinth +
    face(b, bd) +
    `<path d="M206 258C200 170 250 136 300 136C350 136 400 170 394 258C380 220 350 202 300 202C250 202 220 220 206 258Z" fill="url(#${x.id}n)"/>` +
    `<path d="M214 262L214 360M386 262L386 360" stroke="${bl}" stroke-width="10" stroke-dasharray="0 16" stroke-linecap="round"/>` +
    rings +
    `<path d="M196 470C200 450 230 444 236 450L364 450C370 444 400 450 404 470Z" fill="${bd}"/>` +
    `<path d="M222 292C222 252 240 222 270 212" stroke="#fff" stroke-width="10" opacity=".16" fill="none"/>`
  );
}

function foodStuff(x: Ctx, has: (...k: string[]) => boolean): string {
  const accent: HSL = pick(
    [
      [4, 0.6, 0.45],
      [210, 0.45, 0.4],
      [140, 0.4, 0.35],
    ],
    x.r(),
  );
  const grains = (bg: HSL, g: HSL): string => seeds(x, 'g', x.c(bg), x.c(g), 12, 11, 2.6, 2);
  if (has('garri')) {
    const [bg, g]: [HSL, HSL] = has('yellow')
      ? [
          [44, 0.75, 0.66],
          [40, 0.7, 0.56],
        ]
      : has('ijebu')
        ? [
            [45, 0.25, 0.92],
            [38, 0.2, 0.8],
          ]
        : [
            [42, 0.3, 0.88],
            [36, 0.25, 0.76],
          ];
    return sack(x, grains(bg, g), accent);
  }
  if (has('rice')) return sack(x, seeds(x, 'g', x.c([22, 0.4, 0.5]), x.c([30, 0.45, 0.8]), 14, 12, 5.5, 2.2), accent);
  if (has('beans') && !has('locust'))
    return sack(x, seeds(x, 'g', x.c([20, 0.45, 0.24]), x.c([24, 0.5, 0.45]), 20, 16, 7, 4.5), accent);
  if (has('elubo', 'yam-flour')) return sack(x, x.c([26, 0.2, 0.5]), accent);
  if (has('flour')) return sack(x, x.c([42, 0.35, 0.82]), accent);
  if (has('abacha')) return sack(x, seeds(x, 'g', x.c([40, 0.25, 0.72]), x.c([45, 0.35, 0.92]), 22, 14, 10, 2), accent);
  const [bg, sd, w, h, rx, ry]: [HSL, HSL, number, number, number, number] = has('egusi')
    ? [[40, 0.3, 0.68], [45, 0.45, 0.92], 28, 22, 8, 5.5]
    : has('iru', 'locust')
      ? [[20, 0.35, 0.16], [25, 0.4, 0.3], 20, 16, 6, 4]
      : has('tiger')
        ? [[24, 0.4, 0.22], [28, 0.45, 0.42], 32, 26, 10, 7.5]
        : has('kuli')
          ? [[26, 0.5, 0.3], [30, 0.55, 0.48], 30, 22, 11, 5]
          : has('crayfish')
            ? [[14, 0.55, 0.4], [20, 0.6, 0.6], 14, 12, 3, 2]
            : [[30, 0.35, 0.5], [34, 0.4, 0.65], 12, 11, 2.6, 2];
  const fill = seeds(x, 's', x.c(bg), x.c(sd), w, h, rx, ry);
  return (
    bowl(
      x,
      fill,
      null,
      pick<HSL>(
        [
          [34, 0.55, 0.56],
          [24, 0.45, 0.36],
        ],
        x.r(),
      ),
    ) + spoon(x, fill)
  );
}

function fabricPattern(x: Ctx, has: (...k: string[]) => boolean): string {
  const id = `${x.id}f`;
  const indigo = x.c([222, 0.55, 0.26]);
  const pale = x.c([210, 0.5, 0.84]);
  let body: string;
  let w = 40;
  let h = 40;
  if (has('eleko')) {
    body = `<rect width="40" height="40" fill="${indigo}"/><path d="M0 0L40 40M40 0L0 40" stroke="${pale}" stroke-width="2.5"/><circle cx="20" cy="20" r="7" fill="${pale}"/><circle cx="0" cy="20" r="3" fill="${pale}"/><circle cx="40" cy="20" r="3" fill="${pale}"/>`;
  } else if (has('oniko')) {
    w = h = 56;
    body = `<rect width="56" height="56" fill="${indigo}"/><circle cx="28" cy="28" r="19" fill="none" stroke="${pale}" stroke-width="3"/><circle cx="28" cy="28" r="10" fill="none" stroke="${pale}" stroke-width="3"/><circle cx="28" cy="28" r="3" fill="${pale}"/><circle cx="0" cy="0" r="6" fill="${pale}" opacity=".6"/><circle cx="56" cy="0" r="6" fill="${pale}" opacity=".6"/><circle cx="0" cy="56" r="6" fill="${pale}" opacity=".6"/><circle cx="56" cy="56" r="6" fill="${pale}" opacity=".6"/>`;
  } else if (has('alabere', 'adire')) {
    w = 36;
    h = 26;
    body = `<rect width="36" height="26" fill="${indigo}"/><path d="M0 6h36M0 19h36" stroke="${pale}" stroke-width="3" stroke-dasharray="6 4"/><path d="M18 9v7" stroke="${pale}" stroke-width="2"/>`;
  } else if (has('kampala', 'batik')) {
    w = h = 80;
    const [c1, c2, c3] = [x.c([18, 0.75, 0.5]), x.c([45, 0.85, 0.6]), x.c([330, 0.5, 0.35])];
    body = `<rect width="80" height="80" fill="${c3}"/><circle cx="20" cy="22" r="22" fill="${c1}"/><circle cx="62" cy="58" r="18" fill="${c2}"/><ellipse cx="64" cy="14" rx="12" ry="7" fill="${c2}" opacity=".8"/><circle cx="20" cy="22" r="8" fill="${c2}"/><path d="M0 44Q20 32 40 46T80 40M30 0Q40 40 30 80" stroke="#000" stroke-width="1.2" opacity=".35" fill="none"/>`;
  } else if (has('aso-oke')) {
    w = 24;
    const base = has('alaari') ? x.c([350, 0.65, 0.33]) : x.c([36, 0.45, 0.72]);
    const s1 = has('alaari') ? x.c([45, 0.7, 0.55]) : x.c([25, 0.4, 0.42]);
    body = `<rect width="24" height="40" fill="${base}"/><rect x="0" width="4" height="40" fill="${s1}"/><rect x="11" width="2" height="40" fill="${s1}" opacity=".7"/><path d="M4 10h20M4 30h20" stroke="#fff" stroke-width="1" opacity=".25"/>`;
  } else if (has('akwete')) {
    w = h = 48;
    body = `<rect width="48" height="48" fill="${x.c([5, 0.55, 0.4])}"/><path d="M24 4L44 24L24 44L4 24Z" fill="none" stroke="${x.c([45, 0.7, 0.6])}" stroke-width="5"/><path d="M24 16L32 24L24 32L16 24Z" fill="${x.c([200, 0.4, 0.25])}"/><path d="M0 0h48" stroke="#111" stroke-width="4"/>`;
  } else if (has('kente')) {
    w = h = 64;
    body = `<rect width="64" height="64" fill="${x.c([45, 0.85, 0.52])}"/><rect width="32" height="32" fill="${x.c([140, 0.6, 0.3])}"/><rect x="32" y="32" width="32" height="32" fill="${x.c([2, 0.7, 0.42])}"/><path d="M0 40h32M0 50h32M32 8h32M32 18h32" stroke="#111" stroke-width="3"/><path d="M32 0v64" stroke="#111" stroke-width="2"/><path d="M4 16h24M36 48h24" stroke="${x.c([45, 0.85, 0.6])}" stroke-width="4" stroke-dasharray="4 4"/>`;
  } else if (has('george')) {
    w = h = 60;
    const gold = x.c([44, 0.75, 0.6]);
    body = `<rect width="60" height="60" fill="${x.c([pick([345, 220, 280], x.r()), 0.6, 0.3])}"/><path d="M20 44C4 34 10 10 28 12C40 14 38 32 28 36C25 38 28 46 20 44Z" fill="${gold}"/><circle cx="27" cy="24" r="4" fill="#fff" opacity=".7"/><circle cx="48" cy="12" r="3" fill="${gold}"/><circle cx="50" cy="44" r="3" fill="#fff" opacity=".6"/><circle cx="8" cy="56" r="2.5" fill="${gold}"/>`;
  } else {
    // ankara wax print
    w = h = 90;
    body = `<rect width="90" height="90" fill="${x.c([28, 0.85, 0.5])}"/><circle cx="28" cy="28" r="26" fill="${x.c([200, 0.6, 0.35])}"/><circle cx="28" cy="28" r="13" fill="${x.c([50, 0.9, 0.6])}"/><circle cx="28" cy="28" r="5" fill="#fff"/><ellipse cx="68" cy="68" rx="20" ry="9" fill="${x.c([140, 0.5, 0.32])}" transform="rotate(-40 68 68)"/><ellipse cx="76" cy="22" rx="7" ry="7" fill="#fff" opacity=".8"/><ellipse cx="22" cy="76" rx="7" ry="7" fill="${x.c([350, 0.6, 0.45])}"/>`;
  }
  x.defs.push(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`);
  return `url(#${id})`;
}

function fabrics(x: Ctx, has: (...k: string[]) => boolean): string {
  const fill = fabricPattern(x, has);
  x.defs.push(
    `<linearGradient id="${x.id}e"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset=".1" stop-color="#000" stop-opacity="0"/><stop offset=".9" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
      `<linearGradient id="${x.id}v" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity=".05"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>`,
  );
  let out = shadow(300, 488, 236, 24);
  // three folded pieces, bottom first, each showing its front face with shaded fold edges
  const pieces: [number, number, number][] = [
    [124, 404, 352],
    [140, 328, 320],
    [116, 252, 356],
  ];
  for (const [x0, y, w] of pieces) {
    out +=
      `<rect x="${x0}" y="${y}" width="${w}" height="78" rx="14" fill="${fill}"/>` +
      `<rect x="${x0}" y="${y}" width="${w}" height="78" rx="14" fill="url(#${x.id}e)"/>` +
      `<rect x="${x0}" y="${y}" width="${w}" height="78" rx="14" fill="url(#${x.id}v)"/>` +
      `<path d="M${x0 + 8} ${y + 77}h${w - 16}" stroke="#000" stroke-opacity=".4" stroke-width="4"/>`;
  }
  // the top face of the stack and a loose end draped over the right-hand side
  // drawn squashed so the pattern on the top face is foreshortened
  const top = 'M-178 0L-146-160L146-160L178 0Z';
  const tail =
    'M404 204C470 204 500 250 494 320C488 390 508 446 552 494L478 510C440 466 430 400 436 336C440 286 430 250 396 232Z';
  out +=
    `<g transform="translate(294 256) scale(1 .36)"><path d="${top}" fill="${fill}"/><path d="${top}" fill="#fff" opacity=".2"/></g>` +
    `<path d="${tail}" fill="${fill}"/><path d="${tail}" fill="#000" opacity=".14"/>` +
    `<path d="M494 320C488 390 508 446 552 494" stroke="#000" stroke-opacity=".25" stroke-width="4" fill="none"/>`;
  return out;
}

/** leaves along a curved branch */
function branch(x: Ctx, leafTone: HSL, leafPath: string, count: number, size: number): string {
  const rib = count <= 12 ? `<path d="M4 0H80" stroke="#fff" stroke-opacity=".3" stroke-width="3"/>` : '';
  const p0 = [170, 520];
  const p1 = [210, 400];
  const p2 = [330, 300];
  const p3 = [440, 130];
  const at = (t: number, i: number): number => {
    const v = [p0[i], p1[i], p2[i], p3[i]].map((q) => q ?? 0);
    const u = 1 - t;
    return (
      u * u * u * (v[0] ?? 0) + 3 * u * u * t * (v[1] ?? 0) + 3 * u * t * t * (v[2] ?? 0) + t * t * t * (v[3] ?? 0)
    );
  };
  let leaves = '';
  for (let i = 0; i < count; i++) {
    const t = 0.14 + (i / count) * 0.86;
    const px = at(t, 0);
    const py = at(t, 1);
    const ang = (Math.atan2(at(t + 0.01, 1) - py, at(t + 0.01, 0) - px) * 180) / Math.PI;
    const side = i % 2 ? 1 : -1;
    const s = size * (0.75 + 0.35 * (1 - t)) * (0.9 + x.r() * 0.2);
    const col = x.c(leafTone, (x.r() - 0.5) * 0.1);
    leaves += `<g transform="${tf(px, py, ang + side * (48 + x.r() * 14), s)}"><path d="${leafPath}" fill="${col}"/>${rib}</g>`;
  }
  const tip = `<g transform="${tf(p3[0] ?? 0, p3[1] ?? 0, -56, size * 0.8)}"><path d="${leafPath}" fill="${x.c(leafTone, 0.05)}"/></g>`;
  return (
    shadow(300, 530, 190, 18) +
    `<path d="M170 520C210 400 330 300 440 130" stroke="${x.c([30, 0.35, 0.32])}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    leaves +
    tip
  );
}

const LEAF_OVAL = 'M0 0C20-24 70-26 92 0C70 26 20 24 0 0Z';
const LEAF_LONG = 'M0 0C24-16 80-16 110 0C80 16 24 16 0 0Z';
const LEAF_ROUND = 'M0 0C6-24 46-30 56 0C46 30 6 24 0 0Z';
const LEAF_HEART = 'M0 0C10-34 60-40 86 0C60 40 10 34 0 0Z';

function herbs(x: Ctx, has: (...k: string[]) => boolean): string {
  const dried: HSL = [78, 0.35, 0.38];
  if (has('zobo', 'hibiscus')) {
    const id = `${x.id}z`;
    const cal = x.c([350, 0.7, 0.34]);
    x.defs.push(
      `<pattern id="${id}" width="36" height="30" patternUnits="userSpaceOnUse"><rect width="36" height="30" fill="${x.c([345, 0.6, 0.2])}"/><path d="${star(10, 10, 11, 4, 5)}" fill="${cal}"/><path d="${star(27, 22, 11, 4, 5, -60)}" fill="${x.c([355, 0.65, 0.42])}"/></pattern>`,
    );
    let loose = '';
    for (let i = 0; i < 4; i++)
      loose += `<path d="${star(140 + i * 40, 520 + (i % 2) * 14, 18, 7, 5, x.r() * 70)}" fill="${cal}"/>`;
    return bowl(x, `url(#${id})`, null, [30, 0.35, 0.66]) + loose;
  }
  if (has('uda', 'selim')) {
    const pod = x.c([22, 0.4, 0.16]);
    let pods = '';
    for (let i = 0; i < 8; i++) {
      const ex = 170 + i * 38;
      const ey = 470 - Math.abs(i - 3.5) * 14;
      pods += `<path d="M300 170Q${n(300 + (ex - 300) * 0.15 + (i % 2 ? 30 : -30))} ${300} ${ex} ${n(ey)}" stroke="${pod}" stroke-width="15" fill="none" stroke-linecap="round" stroke-dasharray="15 3"/>`;
    }
    return (
      shadow(300, 500, 190, 20) +
      `<path d="M300 120V176" stroke="${x.c([30, 0.35, 0.3])}" stroke-width="10" stroke-linecap="round"/>` +
      pods
    );
  }
  if (has('aidan', 'aridan')) {
    let pods = '';
    for (let i = 0; i < 3; i++) {
      const col = x.c([20, 0.45, 0.2], i * 0.04);
      pods += `<g transform="${tf(300, 290 + i * 80, -18 + i * 8)}"><rect x="-210" y="-34" width="420" height="68" rx="34" fill="${col}"/><path d="M-196 0H196" stroke="${x.c([28, 0.45, 0.4])}" stroke-width="10" stroke-linecap="round"/><path d="M-190-20H190" stroke="#fff" stroke-opacity=".15" stroke-width="6"/></g>`;
    }
    return shadow(300, 500, 220, 20) + pods;
  }
  if (has('lemongrass')) {
    let blades = '';
    for (let i = 0; i < 11; i++) {
      const a = -128 + i * 7.6;
      const rad = (a * Math.PI) / 180;
      const ex = 300 + Math.cos(rad) * 380;
      const ey = 480 + Math.sin(rad) * 380;
      blades += `<path d="M300 480Q${n(300 + Math.cos(rad) * 200)} ${n(470 + Math.sin(rad) * 200)} ${n(ex)} ${n(ey + 40)}" stroke="${x.c(i % 2 ? [80, 0.4, 0.5] : dried)}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
    }
    return (
      shadow(300, 500, 120, 16) +
      blades +
      `<rect x="262" y="420" width="76" height="22" rx="6" fill="${x.c([38, 0.5, 0.6])}" transform="rotate(-4 300 431)"/>`
    );
  }
  if (has('moringa')) {
    // a bowl of leaf powder with a fresh sprig of small paired leaflets in front
    let sprig = `<path d="M70 548Q170 520 290 470" stroke="${x.c([95, 0.4, 0.4])}" stroke-width="5" fill="none"/>`;
    for (let i = 0; i < 7; i++) {
      const t = 0.2 + i * 0.12;
      const px = 70 + 220 * t;
      const py = 548 - 78 * t - 12 * Math.sin(t * Math.PI);
      for (const side of [-1, 1])
        sprig += `<ellipse cx="${n(px + 4)}" cy="${n(py + side * 16)}" rx="15" ry="9" fill="${x.c([100, 0.5, 0.4])}" transform="rotate(${-20 + side * 30} ${n(px)} ${n(py)})"/>`;
    }
    return bowl(x, x.c([85, 0.45, 0.38]), x.c([85, 0.45, 0.28]), [30, 0.35, 0.7]) + sprig;
  }
  const leafPath = has('bitter') ? LEAF_LONG : has('utazi') ? LEAF_HEART : has('neem') ? LEAF_LONG : LEAF_OVAL;
  const tone: HSL = has('scent') ? [95, 0.35, 0.36] : has('utazi') ? [105, 0.4, 0.32] : dried;
  return branch(x, tone, leafPath, has('neem') ? 16 : 11, has('neem') ? 0.8 : 1.1);
}

function vegetables(x: Ctx, has: (...k: string[]) => boolean): string {
  const green = (dl = 0): string => x.c([110, 0.5, 0.34], dl);
  if (has('tomato')) {
    const t = (cx: number, cy: number, r: number): string =>
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${x.c([6, 0.75, 0.48], (x.r() - 0.5) * 0.08)}"/><ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.35}" rx="${n(r * 0.22)}" ry="${n(r * 0.14)}" ${HL} transform="rotate(-35 ${cx - r * 0.35} ${cy - r * 0.35})"/>` +
      `<path d="${star(cx, cy - r * 0.88, r * 0.42, r * 0.1, 5)}" fill="${green()}"/>`;
    return shadow(300, 500, 220, 24) + t(300, 300, 88) + t(196, 400, 92) + t(404, 400, 92) + t(300, 440, 72);
  }
  if (has('tatashe', 'ata-rodo', 'bonnet')) {
    const big = has('tatashe');
    const pepper = (cx: number, cy: number, s: number, rot: number, col: string): string =>
      `<g transform="${tf(cx, cy, rot, s)}"><path d="M-70-40C-96 30-60 96-20 90Q0 80 20 90C60 96 96 30 70-40C50-76-50-76-70-40Z" fill="${col}"/>` +
      (big
        ? `<path d="M-22-50Q-32 20-20 86M22-50Q32 20 20 86" stroke="#000" stroke-opacity=".13" stroke-width="6" fill="none"/>`
        : '') +
      `<ellipse cx="-40" cy="-20" rx="10" ry="26" ${HL}/>` +
      `<path d="M-30-58Q0-74 30-58M0-64Q0-96 22-104" stroke="${green()}" stroke-width="13" fill="none" stroke-linecap="round"/></g>`;
    const cols: HSL[] = big
      ? [
          [4, 0.78, 0.45],
          [2, 0.7, 0.4],
          [10, 0.8, 0.5],
        ]
      : [
          [4, 0.8, 0.47],
          [24, 0.9, 0.52],
          [45, 0.9, 0.55],
          [8, 0.8, 0.42],
        ];
    let out = shadow(300, 500, 220, 24);
    const spots = big
      ? [
          [210, 330, 1.15],
          [390, 330, 1.15],
          [300, 400, 1.2],
        ]
      : [
          [200, 320, 0.64],
          [320, 300, 0.64],
          [420, 340, 0.64],
          [250, 410, 0.68],
          [370, 420, 0.68],
          [150, 450, 0.62],
          [460, 450, 0.6],
        ];
    spots.forEach(([cx, cy, s], i) => {
      out += pepper(cx ?? 0, cy ?? 0, s ?? 1, (x.r() - 0.5) * 40, x.c(cols[i % cols.length] ?? [4, 0.8, 0.47]));
    });
    return out;
  }
  if (has('okra')) {
    // a loose pile of pods, thick at the stem end and tapering to the tip
    let pods = shadow(300, 506, 220, 22);
    const spots: [number, number, number][] = [
      [300, 250, -28],
      [220, 320, -12],
      [370, 330, 10],
      [190, 410, 8],
      [330, 410, -18],
      [250, 470, 6],
      [410, 470, -6],
    ];
    for (const [cx, cy, a] of spots) {
      pods +=
        `<g transform="${tf(cx, cy, a)}"><path d="M-110-24C-30-28 60-16 136 2C60 20-30 28-110 24Z" fill="${x.c([95, 0.5, 0.42], (x.r() - 0.5) * 0.1)}"/>` +
        `<path d="M-100-9L124 1M-100 9L124 3" stroke="#000" stroke-opacity=".14" stroke-width="3"/><path d="M-100-18C-20-20 40-12 100-2" stroke="#fff" stroke-opacity=".25" stroke-width="5" fill="none"/>` +
        `<path d="M-134-14L-106-24L-106 24L-134 14Z" fill="${green(-0.06)}"/><path d="M-134 0h-18" stroke="${green(-0.06)}" stroke-width="8" stroke-linecap="round"/></g>`;
    }
    return pods;
  }
  if (has('onion')) {
    const onion = (cx: number, cy: number, s: number): string =>
      `<g transform="${tf(cx, cy, (x.r() - 0.5) * 20, s)}"><path d="M0-90C10-64 76-42 76 12C76 64 38 84 0 84C-38 84-76 64-76 12C-76-42-10-64 0-90Z" fill="${x.c([335, 0.5, 0.38])}"/>` +
      `<path d="M0-80C-40-40-50 40-10 82M0-80C40-40 50 40 10 82" stroke="#fff" stroke-opacity=".25" stroke-width="4" fill="none"/>` +
      `<path d="M0-88L-4-110" stroke="${x.c([35, 0.4, 0.55])}" stroke-width="6" stroke-linecap="round"/><path d="M-12 84l-6 14M0 86v16M12 84l6 14" stroke="${x.c([40, 0.3, 0.7])}" stroke-width="3"/></g>`;
    return shadow(300, 500, 210, 22) + onion(210, 330, 1) + onion(390, 330, 1) + onion(300, 400, 1.1);
  }
  if (has('garden-egg')) {
    const egg = (cx: number, cy: number, s: number): string =>
      `<g transform="${tf(cx, cy, (x.r() - 0.5) * 30, s)}"><ellipse cx="0" cy="0" rx="66" ry="58" fill="${x.c([62, 0.4, 0.86])}" stroke="${x.c([80, 0.3, 0.6])}" stroke-width="4"/>` +
      `<path d="M-40-40Q-30 0-44 30M0-56Q6 0 0 40M40-40Q30 0 44 30" stroke="${x.c([95, 0.45, 0.5])}" stroke-width="7" fill="none" opacity=".75"/><ellipse cx="-30" cy="10" rx="12" ry="22" fill="#fff" opacity=".45"/>` +
      `<path d="${star(0, -52, 34, 10, 5)}" fill="${green()}"/><path d="M0-60V-82" stroke="${green(-0.08)}" stroke-width="8" stroke-linecap="round"/></g>`;
    return shadow(300, 500, 210, 22) + egg(210, 320, 1) + egg(390, 320, 1) + egg(230, 420, 1.05) + egg(380, 420, 1);
  }
  // a tied bunch of soup greens
  const shape = has('waterleaf') ? LEAF_ROUND : has('ewedu') ? LEAF_OVAL : LEAF_HEART;
  const tone: HSL = has('waterleaf') ? [100, 0.5, 0.42] : has('ewedu', 'tete') ? [105, 0.45, 0.36] : [120, 0.45, 0.28];
  const ugu = has('ugu');
  const k = ugu ? 7 : 10;
  let stems = '';
  let leaves = '';
  for (let i = 0; i < k; i++) {
    const a = -160 + (i * 140) / (k - 1) + (x.r() - 0.5) * 10;
    const rad = (a * Math.PI) / 180;
    const len = 130 + x.r() * 80;
    const ex = 300 + Math.cos(rad) * len;
    const ey = 480 + Math.sin(rad) * len;
    stems += `M300 500L${n(ex)} ${n(ey)}`;
    const col = x.c(tone, (x.r() - 0.5) * 0.12);
    const offsets = ugu ? [-32, 0, 32] : [0];
    leaves += `<g transform="${tf(ex, ey, a, ugu ? 1.35 : 1.1 + x.r() * 0.4)}" fill="${col}">${offsets.map((o) => `<path d="${shape}"${o ? ` transform="rotate(${o})"` : ''}/>`).join('')}</g>`;
    if (!ugu && i % 2) {
      const mx = 300 + Math.cos(rad) * len * 0.55;
      const my = 480 + Math.sin(rad) * len * 0.55;
      leaves += `<path d="${shape}" fill="${x.c(tone, -0.06)}" transform="${tf(mx, my, a + (i % 4 === 1 ? 40 : -40), 0.8)}"/>`;
    }
  }
  return (
    shadow(300, 520, 150, 18) +
    `<path d="${stems}" stroke="${x.c([95, 0.4, 0.5])}" stroke-width="6"/>` +
    leaves +
    `<rect x="270" y="452" width="60" height="24" rx="6" fill="${x.c([38, 0.5, 0.6])}"/>`
  );
}

function fruits(x: Ctx, has: (...k: string[]) => boolean): string {
  const leaf = (cx: number, cy: number, rot: number): string =>
    `<g transform="${tf(cx, cy, rot, 1.1)}"><path d="${LEAF_OVAL}" fill="${x.c([115, 0.5, 0.35])}"/><path d="M4 0H80" stroke="#fff" stroke-opacity=".3" stroke-width="3"/></g>`;
  if (has('pineapple')) {
    const id = `${x.id}p`;
    x.defs.push(
      `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="40" height="40" fill="${x.c([38, 0.8, 0.52])}"/><path d="M0 0h40v40" fill="none" stroke="${x.c([30, 0.7, 0.36])}" stroke-width="4"/><circle cx="20" cy="20" r="4" fill="${x.c([30, 0.6, 0.3])}"/></pattern>`,
    );
    let crown = '';
    for (let i = 0; i < 9; i++) {
      const a = -90 + (i - 4) * 16;
      crown += `<g transform="${tf(300, 262, a, 0.95 + (4 - Math.abs(i - 4)) * 0.16)}"><path d="M0-12C50-10 110-4 150 0C110 4 50 10 0 12Z" fill="${x.c([120, 0.45, 0.32 + (i % 2) * 0.08])}"/></g>`;
    }
    return (
      shadow(300, 506, 120, 20) +
      crown +
      `<ellipse cx="300" cy="384" rx="104" ry="128" fill="url(#${id})"/><ellipse cx="300" cy="384" rx="104" ry="128" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="4"/>` +
      `<ellipse cx="256" cy="340" rx="20" ry="50" fill="#fff" opacity=".2"/>`
    );
  }
  if (has('plantain', 'banana')) {
    const ripe = has('ripe') && !has('unripe');
    const tone: HSL = has('banana') ? [50, 0.85, 0.58] : ripe ? [46, 0.85, 0.52] : [85, 0.5, 0.38];
    let out = shadow(300, 500, 220, 24);
    const count = has('banana') ? 6 : 5;
    for (let i = 0; i < count; i++) {
      const rot = -40 + i * (has('banana') ? 11 : 14);
      out +=
        `<g transform="${tf(140, 360, rot, has('banana') ? 0.85 : 1)}"><path d="M0-8C80 40 230 40 310-44L330-30C270 90 80 116-6 34Z" fill="${x.c(tone, -0.08 + i * 0.035)}"/>` +
        `<path d="M6 12C90 66 240 52 320-36" stroke="#000" stroke-opacity=".13" stroke-width="4" fill="none"/><path d="M310-44L340-52L332-26Z" fill="${x.c([30, 0.4, 0.2])}"/>` +
        (ripe
          ? `<circle cx="${150 + i * 11}" cy="44" r="6" fill="${x.c([25, 0.5, 0.25])}"/><circle cx="${220 - i * 9}" cy="28" r="4" fill="${x.c([25, 0.5, 0.25])}"/>`
          : '') +
        `</g>`;
    }
    return (
      out +
      `<rect x="104" y="336" width="60" height="50" rx="14" fill="${x.c([35, 0.4, 0.3])}" transform="rotate(-10 134 361)"/>`
    );
  }
  if (has('watermelon')) {
    let stripes = '';
    for (let i = 0; i < 6; i++)
      stripes += `<path d="M${170 + i * 44} 226Q${150 + i * 46} 340 ${172 + i * 44} 452" stroke="${x.c([110, 0.45, 0.22])}" stroke-width="16" fill="none"/>`;
    let pips = '';
    for (let i = 0; i < 6; i++)
      pips += `<ellipse cx="${390 + (i % 3) * 34}" cy="${430 + Math.floor(i / 3) * 30}" rx="4" ry="7" fill="#222"/>`;
    return (
      shadow(300, 500, 230, 24) +
      `<clipPath id="${x.id}c"><ellipse cx="270" cy="340" rx="160" ry="124"/></clipPath>` +
      `<ellipse cx="270" cy="340" rx="160" ry="124" fill="${x.c([105, 0.45, 0.4])}"/>` +
      `<g clip-path="url(#${x.id}c)">${stripes}</g><ellipse cx="200" cy="290" rx="40" ry="22" ${HL} transform="rotate(-25 200 290)"/>` +
      `<path d="M330 500L480 380Q520 460 470 510Z" fill="${x.c([100, 0.5, 0.35])}"/><path d="M340 498L478 392Q508 462 464 500Z" fill="${x.c([355, 0.75, 0.55])}"/>` +
      pips
    );
  }
  if (has('pawpaw')) {
    let seedsSvg = '';
    for (let i = 0; i < 16; i++)
      seedsSvg += `<circle cx="${n(420 + (x.r() - 0.5) * 40)}" cy="${n(300 + i * 10)}" r="7" fill="#1f1a17"/>`;
    return (
      shadow(300, 510, 230, 22) +
      `<ellipse cx="220" cy="330" rx="100" ry="170" fill="${x.c([70, 0.6, 0.45])}" transform="rotate(-10 220 330)"/>` +
      `<ellipse cx="190" cy="290" rx="26" ry="70" ${HL} transform="rotate(-10 190 290)"/>` +
      `<ellipse cx="420" cy="380" rx="96" ry="160" fill="${x.c([80, 0.55, 0.4])}"/><ellipse cx="420" cy="380" rx="84" ry="148" fill="${x.c([25, 0.9, 0.58])}"/>` +
      `<ellipse cx="420" cy="372" rx="34" ry="96" fill="${x.c([30, 0.8, 0.72])}"/>` +
      seedsSvg
    );
  }
  if (has('coconut')) {
    let fibre = '';
    for (let i = 0; i < 10; i++)
      fibre += `M${160 + i * 22} ${220 + (i % 3) * 8}Q${170 + i * 20} 330 ${170 + i * 18} ${420 - (i % 2) * 10}`;
    return (
      shadow(300, 506, 220, 22) +
      `<circle cx="240" cy="330" r="140" fill="${x.c([24, 0.45, 0.3])}"/><path d="${fibre}" stroke="${x.c([28, 0.4, 0.45])}" stroke-width="4" fill="none" opacity=".7"/>` +
      `<circle cx="210" cy="262" r="12" fill="${x.c([20, 0.4, 0.15])}"/><circle cx="250" cy="250" r="12" fill="${x.c([20, 0.4, 0.15])}"/><circle cx="232" cy="290" r="12" fill="${x.c([20, 0.4, 0.15])}"/>` +
      `<path d="M330 420A110 110 0 0 0 550 420Z" fill="${x.c([24, 0.45, 0.3])}"/><ellipse cx="440" cy="420" rx="110" ry="34" fill="#f7f1e3"/><ellipse cx="440" cy="420" rx="88" ry="24" fill="${x.c([40, 0.2, 0.85])}"/>`
    );
  }
  // round fruit: oranges, agbalumo, mangoes
  const mango = has('mango');
  const tone: HSL = has('agbalumo') ? [18, 0.8, 0.48] : mango ? [42, 0.85, 0.55] : [38, 0.8, 0.5];
  const r = has('agbalumo') ? 60 : 80;
  if (mango) {
    x.defs.push(
      `<radialGradient id="${x.id}m" cx=".75" cy=".2" r=".7"><stop offset="0" stop-color="${x.c([6, 0.8, 0.48])}" stop-opacity=".85"/><stop offset="1" stop-color="${x.c([6, 0.8, 0.48])}" stop-opacity="0"/></radialGradient>`,
    );
  }
  const fruit = (cx: number, cy: number): string => {
    const col = has('orange') && x.r() < 0.5 ? x.c([62, 0.6, 0.45]) : x.c(tone, (x.r() - 0.5) * 0.08);
    return mango
      ? `<g transform="${tf(cx, cy, (x.r() - 0.5) * 50)}"><path d="M-70 10C-80-60 20-96 70-40C100 0 70 80 0 76C-40 74-64 50-70 10Z" fill="${col}"/><path d="M-70 10C-80-60 20-96 70-40C100 0 70 80 0 76C-40 74-64 50-70 10Z" fill="url(#${x.id}m)"/><ellipse cx="-34" cy="-10" rx="12" ry="26" ${HL}/></g>`
      : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${col}"/><ellipse cx="${cx - r * 0.4}" cy="${cy - r * 0.4}" rx="${n(r * 0.22)}" ry="${n(r * 0.14)}" ${HL} transform="rotate(-40 ${cx - r * 0.4} ${cy - r * 0.4})"/><circle cx="${cx}" cy="${cy - r + 6}" r="5" fill="${x.c([30, 0.4, 0.25])}"/>`;
  };
  let out = shadow(300, 500, 230, 24) + leaf(300, 250, -30);
  out += fruit(230, 320) + fruit(370, 320) + fruit(180, 420) + fruit(300, 420);
  out += has('orange')
    ? orangeSlice(x, 430, 430, 74, [62, 0.6, 0.45])
    : has('agbalumo')
      ? `<circle cx="430" cy="430" r="64" fill="${x.c(tone)}"/><circle cx="430" cy="430" r="54" fill="#fbf3e6"/><path d="${star(430, 430, 40, 12, 5)}" fill="${x.c([25, 0.5, 0.25])}"/>`
      : fruit(420, 420);
  return out;
}

function fishAndMeat(x: Ctx, has: (...k: string[]) => boolean): string {
  const plate =
    shadow(300, 470, 250, 26) +
    `<ellipse cx="300" cy="420" rx="250" ry="100" fill="${x.c([30, 0.35, 0.5])}"/><ellipse cx="300" cy="412" rx="230" ry="86" fill="${x.c([32, 0.35, 0.6])}"/>`;
  const fish = (cx: number, cy: number, s: number, rot: number, body: string, belly: string, extra = ''): string =>
    `<g transform="${tf(cx, cy, rot, s)}"><path d="M-170 0C-110-80 50-90 140-20L210-70L200 0L210 70L140 20C50 90-110 80-170 0Z" fill="${body}"/>` +
    `<path d="M-160 10C-100 60 40 64 130 16" fill="${belly}"/>` +
    `<path d="M-40-62L10-96L60-64Z" fill="${body}"/><path d="M-100-40Q-120 0-100 40" stroke="#000" stroke-opacity=".25" stroke-width="5" fill="none"/>` +
    `<circle cx="-132" cy="-10" r="11" fill="#fff"/><circle cx="-132" cy="-10" r="6" fill="#111"/>${extra}</g>`;
  if (has('catfish')) {
    const skin = x.c([28, 0.55, 0.32]);
    return (
      plate +
      `<circle cx="300" cy="360" r="120" stroke="${skin}" stroke-width="64" fill="none"/><circle cx="300" cy="360" r="120" stroke="${x.c([30, 0.6, 0.45])}" stroke-width="14" fill="none" stroke-dasharray="10 14"/>` +
      `<path d="M182 314C190 250 260 236 300 240L290 300Z" fill="${x.c([25, 0.5, 0.26])}"/><circle cx="226" cy="280" r="8" fill="#111"/>` +
      `<path d="M188 300C150 290 130 300 110 330M190 310C160 320 150 340 146 370" stroke="${x.c([25, 0.5, 0.2])}" stroke-width="4" fill="none"/>`
    );
  }
  if (has('stockfish')) {
    return (
      plate +
      fish(
        290,
        380,
        1.1,
        -8,
        x.c([38, 0.25, 0.72]),
        x.c([40, 0.2, 0.84]),
        `<path d="M-60-20H120M-60 0H130M-60 20H120" stroke="#000" stroke-opacity=".12" stroke-width="5"/>`,
      )
    );
  }
  if (has('mackerel', 'titus')) {
    const stripes = `<path d="M-80-48q14 14 28 0t28 0t28 0t28 0t28 0t28 0M-60-28q14 14 28 0t28 0t28 0t28 0t28 0" stroke="${x.c([220, 0.4, 0.2])}" stroke-width="6" fill="none"/>`;
    return (
      plate +
      fish(290, 360, 0.9, -6, x.c([205, 0.35, 0.42]), x.c([200, 0.15, 0.85]), stripes) +
      fish(320, 440, 0.8, 4, x.c([205, 0.35, 0.46]), x.c([200, 0.15, 0.87]), stripes)
    );
  }
  if (has('bonga', 'fish')) {
    let out = plate;
    for (let i = 0; i < 3; i++)
      out += fish(300, 330 + i * 60, 0.7, -4 + i * 4, x.c([32, 0.6, 0.4], i * 0.04), x.c([40, 0.6, 0.6]));
    return out;
  }
  if (has('snail')) {
    const snail = (cx: number, cy: number, s: number): string =>
      `<g transform="${tf(cx, cy, 0, s)}"><path d="M-140 60C-150 30-120 10-90 20L100 40Q130 60 100 80L-120 80Z" fill="${x.c([30, 0.25, 0.62])}"/>` +
      `<path d="M-120 24L-150-30M-104 22L-116-36" stroke="${x.c([30, 0.25, 0.55])}" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="10" cy="-30" r="100" fill="${x.c([28, 0.55, 0.36])}"/>` +
      `<path d="M10-30m0 0a16 16 0 0 1 32 0a32 32 0 0 1-64 0a48 48 0 0 1 96 0a64 64 0 0 1-128 0a80 80 0 0 1 160 0" stroke="${x.c([38, 0.6, 0.7])}" stroke-width="10" fill="none"/></g>`;
    return plate + snail(230, 340, 0.85) + snail(400, 400, 0.7);
  }
  if (has('chicken')) {
    const skin = x.c([32, 0.65, 0.76]);
    const dk = x.c([28, 0.55, 0.64]);
    const bone = '#fbf4e8';
    const leg = (cx: number, rot: number): string =>
      `<g transform="${tf(cx, 392, rot)}"><ellipse rx="70" ry="42" fill="${dk}"/><path d="M56 0H100" stroke="${bone}" stroke-width="16" stroke-linecap="round"/><circle cx="108" cy="-9" r="11" fill="${bone}"/><circle cx="108" cy="9" r="11" fill="${bone}"/></g>`;
    return (
      plate +
      `<ellipse cx="300" cy="350" rx="165" ry="104" fill="${skin}"/>` +
      `<path d="M150 330C120 280 160 250 200 270C214 290 206 320 186 344Z" fill="${dk}"/><path d="M450 330C480 280 440 250 400 270C386 290 394 320 414 344Z" fill="${dk}"/>` +
      `<path d="M200 290C240 262 320 252 392 272" stroke="#fff" stroke-width="16" opacity=".35" fill="none" stroke-linecap="round"/>` +
      leg(220, -150) +
      leg(380, -30)
    );
  }
  if (has('ponmo')) {
    let strips = '';
    for (let i = 0; i < 4; i++)
      strips += `<rect x="-130" y="-34" width="260" height="68" rx="30" fill="${x.c([34, 0.45, 0.74], i * 0.03)}" stroke="${x.c([28, 0.4, 0.5])}" stroke-width="6" transform="${tf(300, 330 + i * 40, -14 + i * 9)}"/>`;
    return plate + strips;
  }
  // a cut of meat: goat, beef, tripe
  const tripe = has('shaki', 'tripe');
  const meat = tripe ? x.c([40, 0.35, 0.82]) : x.c([356, 0.6, 0.42]);
  const d = 'M150 350C190 270 360 260 430 300C480 330 470 420 410 440C330 470 200 460 160 420C140 395 138 370 150 350Z';
  if (tripe) {
    x.defs.push(
      `<pattern id="${x.id}t" width="28" height="24" patternUnits="userSpaceOnUse"><path d="${star(14, 12, 11, 11, 3, 0)}" fill="none" stroke="${x.c([35, 0.3, 0.62])}" stroke-width="3"/></pattern>`,
    );
  }
  return (
    plate +
    `<path d="${d}" fill="${meat}" stroke="${x.c([30, 0.5, 0.9])}" stroke-width="14"/>` +
    (tripe
      ? `<path d="${d}" fill="url(#${x.id}t)"/>`
      : `<path d="M200 350Q260 330 300 370T410 360M220 410Q300 390 360 420" stroke="#fff" stroke-opacity=".45" stroke-width="6" fill="none"/>`) +
    (has('goat')
      ? `<circle cx="360" cy="360" r="26" fill="#f3e9d8"/><circle cx="360" cy="360" r="12" fill="${x.c([10, 0.5, 0.3])}"/>`
      : '')
  );
}

function cooking(x: Ctx, has: (...k: string[]) => boolean): string {
  if (has('5l')) {
    const can = x.c([48, 0.85, 0.55]);
    return (
      shadow(300, 508, 190, 22) +
      `<rect x="160" y="190" width="280" height="310" rx="26" fill="${can}"/>` +
      `<path d="M160 300H440V474Q440 500 414 500H186Q160 500 160 474Z" fill="${x.c([14, 0.8, 0.4])}" opacity=".75"/>` +
      `<path d="M330 190V140Q330 124 346 124H420Q440 124 440 144V190H410V154H360V190Z" fill="${can}"/>` +
      `<rect x="184" y="150" width="64" height="44" rx="8" fill="${x.c([4, 0.7, 0.42])}"/>` +
      `<rect x="196" y="240" width="200" height="220" rx="16" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="8"/>` +
      `<rect x="180" y="210" width="18" height="270" rx="9" ${HL}/>`
    );
  }
  if (has('oil')) {
    const oil = has('palm') ? x.c([14, 0.85, 0.4]) : x.c([45, 0.85, 0.55]);
    const label = x.c(
      pick<HSL>(
        [
          [120, 0.4, 0.35],
          [35, 0.5, 0.85],
          [200, 0.4, 0.35],
        ],
        x.r(),
      ),
    );
    return (
      shadow(300, 502, 130, 20) +
      bottle(x, oil, x.c([4, 0.6, 0.42]), label) +
      (has('palm')
        ? `<g transform="translate(440 470)"><circle r="22" fill="${x.c([10, 0.8, 0.4])}"/><circle cx="36" cy="8" r="20" fill="${x.c([20, 0.85, 0.45])}"/><circle cx="14" cy="-26" r="19" fill="${x.c([0, 0.6, 0.25])}"/></g>`
        : '')
    );
  }
  if (has('cube')) {
    const box = x.c(
      pick<HSL>(
        [
          [8, 0.75, 0.45],
          [45, 0.85, 0.52],
          [140, 0.45, 0.35],
        ],
        x.r(),
      ),
    );
    const foil = x.c([45, 0.8, 0.6]);
    const cube = (cx: number, cy: number, col: string): string =>
      `<rect x="${cx}" y="${cy}" width="56" height="56" rx="6" fill="${col}"/><path d="M${cx} ${cy + 28}h56M${cx + 28} ${cy}v56" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
    return (
      shadow(300, 500, 230, 22) +
      `<path d="M150 250L190 210L450 210L410 250Z" fill="${x.c([8, 0.7, 0.6])}"/><path d="M410 250L450 210L450 420L410 460Z" fill="#000" opacity=".25"/>` +
      `<rect x="150" y="250" width="260" height="210" fill="${box}"/><path d="M410 250L450 210L450 420L410 460Z" fill="${box}" opacity=".7"/>` +
      `<circle cx="280" cy="350" r="64" fill="#fff" opacity=".85"/><path d="${star(280, 350, 46, 20, 8)}" fill="${foil}"/>` +
      `<path d="M150 290H410M150 420H410" stroke="#fff" stroke-opacity=".5" stroke-width="8"/>` +
      cube(360, 440, foil) +
      cube(430, 460, x.c([4, 0.7, 0.5])) +
      `<rect x="300" y="474" width="50" height="46" rx="6" fill="${x.c([28, 0.55, 0.35])}"/>`
    );
  }
  if (has('tomato')) {
    return (
      shadow(300, 496, 150, 20) +
      `<rect x="200" y="240" width="200" height="250" fill="${x.c([0, 0, 0.75])}"/><ellipse cx="300" cy="490" rx="100" ry="22" fill="${x.c([0, 0, 0.6])}"/>` +
      `<rect x="200" y="280" width="200" height="170" fill="${x.c([4, 0.75, 0.45])}"/>` +
      `<circle cx="300" cy="364" r="50" fill="${x.c([4, 0.8, 0.55])}"/><path d="${star(300, 322, 24, 6, 5)}" fill="${x.c([110, 0.5, 0.35])}"/>` +
      `<ellipse cx="300" cy="240" rx="100" ry="22" fill="${x.c([0, 0, 0.85])}"/><ellipse cx="300" cy="240" rx="84" ry="16" fill="${x.c([0, 0, 0.7])}"/>` +
      `<rect x="212" y="250" width="14" height="226" rx="7" ${HL}/>`
    );
  }
  // a stand-up bag of flour, salt or sugar with a heap in front
  const bag = x.c(
    pick<HSL>(
      [
        [30, 0.7, 0.55],
        [200, 0.45, 0.45],
        [140, 0.4, 0.4],
        [0, 0.6, 0.5],
      ],
      x.r(),
    ),
  );
  const content = has('semolina') ? x.c([45, 0.55, 0.8]) : has('yam') ? x.c([40, 0.25, 0.9]) : '#f9f6ef';
  return (
    shadow(300, 500, 220, 22) +
    `<path d="M190 190L410 190L432 478Q300 500 168 478Z" fill="${bag}"/>` +
    `<path d="M190 190L410 190L412 214L188 214Z" fill="#000" opacity=".15"/>` +
    `<path d="M190 190l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10l10-10l10 10" fill="${bag}"/>` +
    `<ellipse cx="300" cy="340" rx="80" ry="96" fill="${content}"/><ellipse cx="300" cy="340" rx="80" ry="96" fill="none" stroke="#fff" stroke-width="6"/>` +
    `<path d="M168 430Q300 456 432 430" stroke="#fff" stroke-opacity=".5" stroke-width="10" fill="none"/>` +
    `<path d="M370 530C390 482 470 474 520 530Z" fill="${content}"/><path d="M400 512C414 494 440 488 462 490" stroke="#000" stroke-opacity=".08" stroke-width="6" fill="none"/>`
  );
}

function drinks(x: Ctx, has: (...k: string[]) => boolean): string {
  if (has('water')) {
    const water = x.c([200, 0.6, 0.8]);
    return (
      shadow(300, 506, 230, 22) +
      bottle(x, water, x.c([205, 0.7, 0.4]), x.c([205, 0.6, 0.5]), '#dff1fb', 170, 0.75) +
      bottle(x, water, x.c([205, 0.7, 0.4]), x.c([205, 0.6, 0.5]), '#dff1fb', 430, 0.75) +
      bottle(x, water, x.c([205, 0.7, 0.4]), x.c([205, 0.6, 0.5]), '#dff1fb', 300, 0.85)
    );
  }
  if (has('palm-wine')) {
    const gourd = x.c([32, 0.6, 0.5]);
    return (
      shadow(300, 500, 230, 22) +
      bottle(x, '#f4efe2', x.c([30, 0.4, 0.3]), null, '#ffffff', 210, 0.9) +
      `<ellipse cx="400" cy="380" rx="120" ry="30" fill="${x.c([30, 0.5, 0.3])}"/><ellipse cx="400" cy="382" rx="108" ry="24" fill="#f7f3ea"/>` +
      `<circle cx="360" cy="378" r="6" fill="#fff"/><circle cx="420" cy="384" r="8" fill="#fff"/><circle cx="440" cy="374" r="5" fill="#fff"/>` +
      `<path d="M280 380A120 110 0 0 0 520 380A120 30 0 0 1 280 380Z" fill="${gourd}"/>` +
      `<path d="M300 420Q330 460 380 478" stroke="#fff" stroke-width="8" opacity=".25" fill="none"/>`
    );
  }
  if (has('malt')) {
    const malt = x.c([18, 0.6, 0.16]);
    return (
      shadow(300, 506, 220, 22) +
      bottle(x, malt, x.c([45, 0.8, 0.5]), x.c([40, 0.8, 0.52]), x.c([24, 0.6, 0.25]), 210, 0.9) +
      `<g transform="translate(130 60) scale(.75)">${glass(x, malt, `<path d="M214 262L386 262L387 280L213 280Z" fill="#f2e6d0"/>`)}</g>`
    );
  }
  if (has('tea', 'cocoa')) {
    const mug = x.c(
      pick<HSL>(
        [
          [10, 0.6, 0.5],
          [200, 0.45, 0.45],
          [45, 0.75, 0.55],
        ],
        x.r(),
      ),
    );
    const drink = has('cocoa') ? x.c([20, 0.5, 0.25]) : x.c([38, 0.7, 0.45]);
    return (
      shadow(300, 500, 200, 22) +
      `<path d="M250 190q-20-30 0-60t0-60M300 190q-20-30 0-60t0-60M350 190q-20-30 0-60t0-60" stroke="#fff" stroke-width="8" opacity=".7" fill="none" stroke-linecap="round"/>` +
      `<path d="M390 280a70 70 0 0 1 0 140" stroke="${mug}" stroke-width="26" fill="none"/>` +
      `<path d="M180 230H420V440Q420 490 370 490H230Q180 490 180 440Z" fill="${mug}"/>` +
      `<ellipse cx="300" cy="232" rx="120" ry="24" fill="${x.c([0, 0, 0.95])}"/><ellipse cx="300" cy="236" rx="106" ry="18" fill="${drink}"/>` +
      `<rect x="196" y="250" width="16" height="200" rx="8" ${HL}/>` +
      (has('tea')
        ? `<path d="M226 236L196 330" stroke="#f6f0e4" stroke-width="3"/><rect x="180" y="326" width="30" height="34" fill="${x.c([110, 0.4, 0.45])}"/>`
        : `<path d="M440 520C460 480 520 476 560 520Z" fill="${x.c([20, 0.45, 0.3])}"/>`)
    );
  }
  const drink = has('zobo')
    ? x.c([345, 0.7, 0.28])
    : has('chapman')
      ? x.c([8, 0.8, 0.45])
      : has('aya', 'tiger')
        ? x.c([40, 0.45, 0.86])
        : x.c([38, 0.45, 0.78]);
  const garnish = has('chapman')
    ? orangeSlice(x, 392, 226, 44) +
      `<circle cx="214" cy="232" r="30" fill="${x.c([110, 0.45, 0.35])}"/><circle cx="214" cy="232" r="22" fill="${x.c([85, 0.45, 0.75])}"/>`
    : has('zobo')
      ? `<path d="M378 214L446 170L430 246Z" fill="${x.c([50, 0.85, 0.62])}"/><path d="M446 170L430 246" stroke="${x.c([35, 0.6, 0.38])}" stroke-width="9" stroke-linecap="round"/>`
      : has('aya', 'tiger')
        ? `<ellipse cx="430" cy="500" rx="18" ry="13" fill="${x.c([28, 0.45, 0.4])}"/><ellipse cx="468" cy="508" rx="16" ry="12" fill="${x.c([28, 0.45, 0.34])}"/><ellipse cx="450" cy="482" rx="15" ry="11" fill="${x.c([28, 0.45, 0.46])}"/>`
        : '';
  return glass(x, drink, garnish);
}

// ── Public API ────────────────────────────────────────────────────────────────────────────

/** A 600×600 flat illustration for a product, varied deterministically by its slug. */
export function productImageSvg(p: { slug: string; title: string; category: string }): string {
  const seed = fnv1a(p.slug);
  const id = `p${seed.toString(36)}`;
  const r = mulberry32(seed);
  const hueShift = (r() - 0.5) * 18;
  const lightShift = (r() - 0.5) * 0.07;
  const x: Ctx = {
    id,
    r,
    defs: [],
    c: (t, dl = 0) => hsl(t[0] + hueShift + (r() - 0.5) * 6, t[1], t[2] + lightShift + dl),
  };
  const has = (...keys: string[]): boolean => keys.some((k) => p.slug.includes(k));
  const draw: Record<string, (x: Ctx, has: (...k: string[]) => boolean) => string> = {
    spices,
    'beauty-products': beauty,
    art,
    'food-stuff': foodStuff,
    'african-fabrics': fabrics,
    herbs,
    'fresh-vegetables': vegetables,
    fruits,
    'fish-and-meat': fishAndMeat,
    'cooking-essentials': cooking,
    drinks,
  };
  const body = (draw[p.category] ?? foodStuff)(x, has);
  const bgHue = 18 + r() * 34;
  let confetti = '';
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2;
    confetti += `<circle cx="${n(300 + Math.cos(a) * 262)}" cy="${n(300 + Math.sin(a) * 262)}" r="${n(5 + r() * 7)}" fill="${hsl(bgHue + 10, 0.6, 0.7)}" opacity=".6"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<defs><radialGradient id="${id}bg" cx="50%" cy="42%" r="72%"><stop offset="0" stop-color="${hsl(bgHue, 0.8, 0.95)}"/><stop offset="1" stop-color="${hsl(bgHue + 6, 0.55, 0.82)}"/></radialGradient>${x.defs.join('')}</defs>` +
    `<rect width="600" height="600" fill="url(#${id}bg)"/><circle cx="300" cy="300" r="236" fill="#fff" opacity=".3"/>${confetti}${body}</svg>`
  );
}

const ICON_GREEN = '#1f6f43';
const ICON_ACCENT = '#e0a526';

const ICONS: Record<string, string> = {
  spices: `<path d="M6 24h36a18 14 0 0 1-36 0Z"/><path d="M12 24c3-8 8-12 12-12s9 4 12 12" fill="${ICON_ACCENT}" stroke="none"/><path d="M6 24h36"/>`,
  'beauty-products': `<rect x="12" y="18" width="24" height="24" rx="5"/><rect x="10" y="10" width="28" height="8" rx="2" fill="${ICON_ACCENT}" stroke="none"/><path d="M18 28h12"/>`,
  art: `<path d="M24 5c-9 0-13 7-13 15 0 12 6 22 13 22s13-10 13-22c0-8-4-15-13-15Z"/><path d="M17 20l5 1M31 20l-5 1M24 24v6M20 35h8"/><circle cx="24" cy="5" r="2.5" fill="${ICON_ACCENT}" stroke="none"/>`,
  'food-stuff': `<path d="M14 14c-4 8-6 18-4 26 9 3 19 3 28 0 2-8 0-18-4-26Z"/><path d="M14 14c3-3 17-3 20 0"/><path d="M17 12c2-5 12-5 14 0" fill="${ICON_ACCENT}" stroke="none"/>`,
  'african-fabrics': `<rect x="5" y="13" width="30" height="11" rx="1.5"/><rect x="5" y="26" width="30" height="11" rx="1.5"/><path d="M35 13c4 0 7 3 7 7v18l-7-4"/><path d="M8 18.5l3-2.5 3 2.5 3-2.5 3 2.5 3-2.5 3 2.5 3-2.5 3 2.5M8 31.5l3-2.5 3 2.5 3-2.5 3 2.5 3-2.5 3 2.5 3-2.5 3 2.5" stroke="${ICON_ACCENT}" stroke-width="2"/>`,
  herbs: `<path d="M10 40C14 24 26 12 40 8"/><path d="M16 30c-6-2-8-8-6-12 6 0 9 6 6 12ZM24 20c0-6 4-10 9-10 0 6-4 10-9 10ZM26 30c6-2 11 0 12 5-6 2-11 0-12-5Z" fill="${ICON_ACCENT}"/>`,
  'fresh-vegetables': `<circle cx="24" cy="27" r="14"/><path d="M24 13l-4-5M24 13l4-5M24 13v-7M18 14l6-1 6 1" stroke="${ICON_ACCENT}"/>`,
  fruits: `<path d="M24 14c-10-4-17 3-17 12 0 9 7 16 17 16s17-7 17-16c0-9-7-16-17-12Z"/><path d="M24 14c0-4 2-7 5-9"/><path d="M26 10c4-4 9-4 11-2-3 4-8 4-11 2Z" fill="${ICON_ACCENT}" stroke="none"/>`,
  'fish-and-meat': `<path d="M5 24c7-9 20-11 29-4l8-6v20l-8-6c-9 7-22 5-29-4Z"/><circle cx="13" cy="22" r="1.8" fill="${ICON_ACCENT}" stroke="none"/><path d="M20 18c-2 4-2 8 0 12"/>`,
  'cooking-essentials': `<path d="M20 6h8v7c5 2 8 5 8 10v17a2 2 0 0 1-2 2H14a2 2 0 0 1-2-2V23c0-5 3-8 8-10Z"/><path d="M13 26h22v8H13Z" fill="${ICON_ACCENT}" stroke="none"/>`,
  drinks: `<path d="M12 10h24l-3 32H15Z"/><path d="M14 20h20" /><path d="M14.5 22h19l-2 18h-15Z" fill="${ICON_ACCENT}" stroke="none"/><path d="M30 4l-4 16"/>`,
};

const BASKET_ICON = `<path d="M6 20h36l-4 20H10Z"/><path d="M14 20c0-8 4-12 10-12s10 4 10 12"/><path d="M16 26v10M24 26v10M32 26v10" stroke="${ICON_ACCENT}"/>`;

/** A 48×48 line icon for a category; a basket for unknown slugs. */
export function categoryIconSvg(categorySlug: string): string {
  const body = ICONS[categorySlug] ?? BASKET_ICON;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" fill="none" stroke="${ICON_GREEN}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">` +
    body +
    `</svg>`
  );
}

// ── Hero backgrounds ──────────────────────────────────────────────────────────────────────

/** a pattern of packed round fruit (tomatoes, oranges, onions) for the hero heaps */
function fruitPattern(id: string, t: HSL, d: number): string {
  const [h, s, l] = t;
  const a = hsl(h, s, l);
  const hi = hsl(h, s, l + 0.12);
  const H = n(d * 1.7);
  const fruit = (cx: number, cy: number): string =>
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(d / 2)}" fill="${a}"/><circle cx="${n(cx - d * 0.17)}" cy="${n(cy - d * 0.17)}" r="${n(d * 0.12)}" fill="${hi}"/>`;
  return (
    `<pattern id="${id}" width="${d}" height="${H}" patternUnits="userSpaceOnUse"><rect width="${d}" height="${H}" fill="${hsl(h, s, l - 0.14)}"/>` +
    fruit(d / 2, d * 0.425) +
    fruit(0, d * 1.275) +
    fruit(d, d * 1.275) +
    `</pattern>`
  );
}

/** a rounded heap filled with a pattern, standing on a rim at (cx, cy) */
const heap = (cx: number, cy: number, w: number, h: number, fill: string): string =>
  `<path d="M${cx - w / 2} ${cy}C${n(cx - w * 0.42)} ${cy - h} ${n(cx + w * 0.42)} ${cy - h} ${cx + w / 2} ${cy}Z" fill="${fill}"/>`;

function heroProduce(): string {
  // heaps of tomatoes, peppers, onions, oranges and garden eggs in enamel basins on a stall
  const tones: HSL[] = [
    [6, 0.7, 0.36],
    [24, 0.8, 0.38],
    [338, 0.45, 0.32],
    [40, 0.75, 0.38],
    [70, 0.3, 0.42],
  ];
  let defs = `<radialGradient id="h0g" cx=".7" cy=".2" r=".7"><stop offset="0" stop-color="#6b4424"/><stop offset="1" stop-color="#1c120b"/></radialGradient>`;
  tones.forEach((t, i) => (defs += fruitPattern(`h0p${i}`, t, 34 + (i % 2) * 6)));
  let out = `<defs>${defs}</defs><rect width="1600" height="900" fill="url(#h0g)"/>`;
  out += `<rect y="600" width="1600" height="300" fill="#2a1a0e"/><path d="M0 660H1600M0 740H1600M0 820H1600" stroke="#1a0f07" stroke-width="6"/>`;
  const basin = (cx: number, cy: number, w: number, k: number, enamel: string): string =>
    `<ellipse cx="${cx}" cy="${cy + w * 0.3}" rx="${w * 0.6}" ry="${w * 0.07}" fill="#000" opacity=".35"/>` +
    heap(cx, cy, w * 0.96, w * 0.62, `url(#h0p${k})`) +
    `<path d="M${cx - w / 2} ${cy}h${w}l-${w * 0.16} ${n(w * 0.26)}h-${n(w * 0.68)}Z" fill="${enamel}"/>` +
    `<path d="M${cx - w / 2 - 6} ${cy}h${w + 12}" stroke="#9aa7a8" stroke-opacity=".5" stroke-width="10" stroke-linecap="round"/>`;
  const back: [number, number][] = [
    [180, 0],
    [520, 1],
    [860, 2],
    [1200, 3],
    [1530, 4],
  ];
  for (const [cx, k] of back) out += basin(cx, 560, 300, k, '#24424a');
  const front: [number, number][] = [
    [330, 3],
    [760, 0],
    [1190, 1],
  ];
  for (const [cx, k] of front) out += basin(cx, 800, 400, k, '#2d3a5a');
  return out;
}

function heroFabrics(r: () => number): string {
  const defs =
    `<pattern id="h1k" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="#5c4208"/><rect width="40" height="40" fill="#1d4a2a"/><rect x="40" y="40" width="40" height="40" fill="#6e1d16"/><path d="M0 52h40M0 64h40M40 12h40M40 24h40" stroke="#111" stroke-width="4"/></pattern>` +
    `<pattern id="h1a" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#15234a"/><circle cx="30" cy="30" r="18" fill="none" stroke="#5b77a8" stroke-width="4"/><circle cx="30" cy="30" r="6" fill="#5b77a8"/></pattern>` +
    `<pattern id="h1n" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="#6a2a0c"/><circle cx="30" cy="30" r="26" fill="#1b3b4f"/><circle cx="30" cy="30" r="11" fill="#8a6412"/><ellipse cx="75" cy="75" rx="22" ry="10" fill="#2a4a22" transform="rotate(-40 75 75)"/></pattern>`;
  const ids = ['h1k', 'h1a', 'h1n', 'h1a', 'h1k'];
  let out = `<rect width="1600" height="900" fill="#1a1410"/>`;
  ids.forEach((id, i) => {
    const x0 = -300 + i * 420 + (r() - 0.5) * 16;
    out += `<path d="M${n(x0)} 0h430l-260 900h-430Z" fill="url(#${id})"/><path d="M${n(x0 + 420)} 0l-260 900" stroke="#000" stroke-opacity=".4" stroke-width="14"/>`;
  });
  return `<defs>${defs}</defs>` + out;
}

function heroSpices(r: () => number): string {
  const tones: HSL[] = [
    [8, 0.7, 0.34],
    [36, 0.7, 0.4],
    [22, 0.75, 0.36],
    [50, 0.6, 0.36],
    [90, 0.35, 0.28],
    [345, 0.55, 0.28],
    [28, 0.4, 0.24],
  ];
  let out = `<rect width="1600" height="900" fill="#24160d"/><path d="M0 120H1600M0 300H1600M0 480H1600M0 660H1600M0 840H1600" stroke="#382414" stroke-width="6"/>`;
  const spots = [
    [180, 220, 150],
    [520, 140, 110],
    [860, 260, 170],
    [1240, 170, 140],
    [1480, 420, 130],
    [300, 600, 160],
    [700, 640, 120],
    [1060, 620, 170],
    [1400, 760, 120],
    [90, 840, 100],
  ];
  spots.forEach(([cx = 0, cy = 0, rad = 100], i) => {
    const t = tones[i % tones.length] ?? [20, 0.6, 0.3];
    out +=
      `<circle cx="${cx + 10}" cy="${cy + 14}" r="${rad}" fill="#000" opacity=".35"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${hsl(25, 0.35, 0.3 + (i % 3) * 0.04)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${n(rad * 0.82)}" fill="${hsl(t[0], t[1], t[2])}"/>` +
      `<circle cx="${n(cx - rad * 0.2)}" cy="${n(cy - rad * 0.2)}" r="${n(rad * 0.4)}" fill="${hsl(t[0], t[1], t[2] + 0.07)}"/>`;
  });
  for (let i = 0; i < 40; i++)
    out += `<circle cx="${n(r() * 1600)}" cy="${n(r() * 900)}" r="${n(3 + r() * 5)}" fill="${hsl(20 + r() * 30, 0.5, 0.35)}"/>`;
  return out;
}

function heroBaskets(): string {
  // woven baskets of fruit under a striped market awning
  const tones: HSL[] = [
    [32, 0.8, 0.38],
    [6, 0.65, 0.34],
    [85, 0.4, 0.3],
    [45, 0.75, 0.38],
  ];
  let defs =
    `<pattern id="h3w" width="30" height="20" patternUnits="userSpaceOnUse"><rect width="30" height="20" fill="#4a3014"/><path d="M0 10q7.5-10 15 0t15 0" stroke="#6e4a20" stroke-width="5" fill="none"/><path d="M0 20h30" stroke="#2e1d0b" stroke-width="3"/></pattern>` +
    `<linearGradient id="h3g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2418"/><stop offset="1" stop-color="#3a2a16"/></linearGradient>`;
  tones.forEach((t, i) => (defs += fruitPattern(`h3p${i}`, t, 40 + (i % 2) * 8)));
  let out = `<defs>${defs}</defs><rect width="1600" height="900" fill="url(#h3g)"/>`;
  for (let i = 0; i < 16; i++)
    out += `<path d="M${i * 100} 0h100v120q-50 40-100 0Z" fill="${i % 2 ? '#6a2417' : '#7a5c18'}"/>`;
  out += `<path d="M0 150H1600" stroke="#000" stroke-opacity=".25" stroke-width="14"/>`;
  const basket = (cx: number, cy: number, w: number, k: number): string =>
    `<ellipse cx="${cx}" cy="${cy + w * 0.62}" rx="${w * 0.55}" ry="${w * 0.07}" fill="#000" opacity=".35"/>` +
    `<path d="M${cx - w / 2 - 4} ${cy}A${w / 2 + 4} ${n(w * 0.06)} 0 0 1 ${cx + w / 2 + 4} ${cy}" fill="none" stroke="#3e2810" stroke-width="14"/>` +
    heap(cx, cy, w * 0.94, w * 0.5, `url(#h3p${k})`) +
    `<path d="M${cx - w / 2} ${cy}h${w}l-${n(w * 0.14)} ${n(w * 0.6)}h-${n(w * 0.72)}Z" fill="url(#h3w)"/>` +
    `<path d="M${cx - w / 2 - 4} ${cy}A${w / 2 + 4} ${n(w * 0.06)} 0 0 0 ${cx + w / 2 + 4} ${cy}" fill="none" stroke="#5e3c18" stroke-width="14"/>`;
  out += basket(250, 440, 340, 2) + basket(1350, 440, 340, 3) + basket(800, 400, 300, 1);
  out += basket(530, 600, 440, 0) + basket(1070, 600, 440, 3);
  return out;
}

/** A 1600×900 dark market-scene background, readable under white headline text. */
export function heroImageSvg(index: 0 | 1 | 2 | 3): string {
  const r = mulberry32(0x0ca1 + index * 7919);
  const scenes: ((r: () => number) => string)[] = [heroProduce, heroFabrics, heroSpices, heroBaskets];
  const body = (scenes[index] ?? heroProduce)(r);
  const shade = `<linearGradient id="hs${index}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".6" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity=".05"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">` +
    body +
    `<defs>${shade}</defs><rect width="1600" height="900" fill="url(#hs${index})"/></svg>`
  );
}
