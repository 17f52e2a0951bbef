import net from 'node:net';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newEmail } from './support/staff';
import { runDir } from './support/run-dirs';

/**
 * The second security review's attacks on pages (docs/security.md, "Attacks tried in the second
 * review"): open redirects after sign-in, page form posts without a body limit, session pages
 * kept by caches, and notifications marked read by a GET.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const shopDb = path.join(runDir('data'), 'oja.sqlite');

/** An account made through the API in `request`'s context, which keeps its session cookie. */
async function register(request: APIRequestContext) {
  const account = { first_name: 'Tola', last_name: 'Bello', email: newEmail('hardening'), password: 'journey-pass-1' };
  const res = await request.post('/api/register/', { data: account });
  expect(res.status()).toBe(201);
  return account;
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const attacks = ['/.//evil.example', '/a/..//evil.example', '/%2e//evil.example', '/\t/evil.example'];

test('signing in never sends Chromium to another site, however `next` is spelled', async ({ browser, request }) => {
  const account = await register(request);
  for (const next of attacks) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const left: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(`http://127.0.0.1:${port}`)) left.push(r.url());
    });
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await signIn(page, account.email, account.password);
    await expect(page).toHaveURL(`http://127.0.0.1:${port}/`);
    expect(left, next).toEqual([]);
    await context.close();
  }
});

test('sign-in, registration and the cart, saved and currency forms redirect only to this site', async ({ request }) => {
  const account = await register(request);
  const product = ((await (await request.get('/api/products/?limit=1')).json()) as { id: number }[])[0]!;
  const controls = ['/x\r\nSet-Cookie: evil=1', '/cart\nLocation: //evil.example', '/\u0000/evil.example'];
  for (const target of [...attacks, ...controls, '//evil.example', 'https://evil.example/']) {
    const posts: [string, Record<string, string>][] = [
      ['/login', { email: account.email, password: account.password, next: target }],
      [
        '/register',
        {
          first_name: 'Tola',
          last_name: 'Bello',
          email: newEmail('hardening-reg'),
          password: account.password,
          confirm_password: account.password,
          next: target,
        },
      ],
      ['/cart', { intent: 'add', product_id: String(product.id), redirectTo: target }],
      ['/saved', { intent: 'add', product_id: String(product.id), redirectTo: target }],
      ['/currency', { currency: 'NGN', redirectTo: target }],
    ];
    for (const [url, form] of posts) {
      const res = await request.post(url, { form, maxRedirects: 0 });
      expect(res.status(), `${url} ${JSON.stringify(target)}`).toBeLessThan(500);
      const location = res.headers()['location'];
      if (location !== undefined) {
        expect(location, `${url} ${JSON.stringify(target)}`).toMatch(/^\/(?![/\\])/);
        expect(location).not.toContain('evil');
      }
    }
  }
});

/** Sends `head` and then `body` (if any) on a raw socket; resolves with the answer once the server closes. */
function rawRequest(head: string, body?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      if (body) socket.write(body);
    });
    let answer = '';
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'ECONNRESET' || e.code === 'EPIPE' ? resolve(answer) : reject(e),
    );
  });
}

test('a page form post over the limit is refused with 413 before the rest of it is read', async ({ request }) => {
  // 100 MB announced, 64 KB sent: the answer comes (and the connection closes) without the rest.
  const announced = await rawRequest(
    'POST /cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 104857600\r\n\r\n',
    Buffer.alloc(64 * 1024, 'a'),
  );
  expect(announced).toMatch(/^HTTP\/1\.1 413/);
  expect(announced).toContain('"code":"payload_too_large"');
  // Without a length (chunked): refused at the first chunk past 1 MB.
  const chunk = Buffer.alloc(256 * 1024, 'a');
  const chunks = Buffer.concat(
    Array.from({ length: 6 }, () =>
      Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]),
    ),
  );
  const chunked = await rawRequest(
    'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n',
    chunks,
  );
  expect(chunked).toMatch(/^HTTP\/1\.1 413/);
  // Within the limits: 2 MB is too much for the cart, not for the profile page's picture form.
  const twoMb = Buffer.alloc(2 * 1024 * 1024, 'a');
  const cart = await request.post('/cart', {
    data: twoMb,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(cart.status()).toBe(413);
  expect(await cart.json()).toEqual({ detail: 'The request body is too large.', code: 'payload_too_large' });
  const profile = await request.post('/dashboard/edit-profile', {
    multipart: { picture: { name: 'me.png', mimeType: 'image/png', buffer: twoMb } },
    maxRedirects: 0,
  });
  expect(profile.status()).not.toBe(413);
});

test('every signed-in page and its data answer with Cache-Control: no-store', async ({ request }) => {
  await register(request);
  const product = ((await (await request.get('/api/products/?limit=1')).json()) as { slug: string }[])[0]!;
  const pages = [
    '/',
    '/categories',
    `/products/${product.slug}`,
    '/search?q=rice',
    '/cart',
    '/place-order',
    '/checkout',
    '/dashboard',
    '/dashboard/profile',
    '/dashboard/edit-profile',
    '/dashboard/my-orders',
    '/dashboard/review',
    '/dashboard/saved',
    '/dashboard/notifications',
  ];
  for (const path of pages) {
    for (const url of [path, `${path === '/' ? '/_' : path.split('?')[0]}.data`]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect(res.headers()['cache-control'], `${url} (${res.status()})`).toBe('no-store');
    }
  }
  // Files that are the same for everyone keep their own policy.
  expect((await request.get('/robots.txt')).headers()['cache-control']).toBe('public, max-age=86400');
});

test('notifications are marked read by the page’s POST, never by a GET', async ({ page }) => {
  const account = await register(page.request);
  const db = new Database(shopDb);
  try {
    const { id } = db.prepare('select id from users where email = ?').get(account.email) as { id: number };
    const add = db.prepare(
      "insert into notifications (user_id, kind, title, body, created_at) values (?, 'payment_confirmed', ?, 'Thank you.', ?)",
    );
    for (const n of [1, 2]) add.run(id, `Payment ${n} confirmed`, Date.now() + n);
  } finally {
    db.close();
  }
  const unread = async () =>
    ((await (await page.request.get('/api/notifications/unread-count/')).json()) as { unread: number }).unread;
  expect(await unread()).toBe(2);
  // A GET of the page (a link elsewhere, a prefetch, a crawler with the cookie) changes nothing.
  for (const url of ['/dashboard/notifications', '/dashboard/notifications.data', '/notifications']) {
    await page.request.get(url, { maxRedirects: 0 });
  }
  expect(await unread()).toBe(2);
  // The page in the browser shows them as new, then marks them read with its own POST.
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
  });
  await page.goto('/dashboard/notifications');
  await expect(page.locator('.notification-new')).toHaveCount(2);
  await expect.poll(unread).toBe(0);
  expect(posts).toContain('/dashboard/notifications.data');
  // The header's bell follows without a reload.
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toHaveCount(0);
});
