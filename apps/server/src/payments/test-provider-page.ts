import { formatMoney, isCurrency } from '@oja/shared/money';
import { storedLanguage } from '@oja/shared/languages';
import type { TestTransaction } from './test-provider.ts';
import { escapeHtml } from '../mail/index.ts';
import { translator, type ServerMessageId } from '../i18n/index.ts';

const styles = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1d2a22;background:#f4f1ea}
.banner{background:#b3261e;color:#fff;font-weight:700;text-align:center;padding:.75rem 1rem;letter-spacing:.03em}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{color:#5b665f}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:grid;gap:.75rem}
button,a.button{font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:8px;border:2px solid transparent;cursor:pointer;text-align:center;text-decoration:none}
.success{background:#1f6f43;color:#fff}.failed{background:#fff;color:#b3261e;border-color:#b3261e}
.abandoned{background:#fff;color:#1d2a22;border-color:#8a948d}a.button{display:block;background:#1f6f43;color:#fff}
.note{color:#5b665f;font-size:.9rem;margin-top:1.5rem}
@media (max-width:30rem){main{margin:1rem}}
button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}`;

const amountOf = (tx: TestTransaction) =>
  isCurrency(tx.currency) ? formatMoney(tx.amount_minor, tx.currency) : `${tx.amount_minor} ${tx.currency}`;

/** What the page says once the tester has chosen (a second choice changes nothing). */
const settledText: Record<Exclude<TestTransaction['status'], 'pending'>, ServerMessageId> = {
  success: 'pay.test-page.settled.success',
  failed: 'pay.test-page.settled.failed',
  abandoned: 'pay.test-page.settled.abandoned',
};

/** Where the page sends the customer back to, with the reference as Paystack adds it. */
export function returnUrl(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/**
 * The test provider's hosted payment page: the tester picks what the "bank" answers. Written in
 * the shopper's language (the shop's language cookie or Accept-Language), as the shop's pages are.
 */
export function testPaymentPage(tx: TestTransaction, nonce: string, language = 'en'): string {
  const t = translator(language);
  const lang = storedLanguage(language);
  const notice = t('pay.test-page.banner');
  const amount = escapeHtml(amountOf(tx));
  const body =
    tx.status === 'pending'
      ? `<form method="post">
  <button class="success" name="outcome" value="success">${escapeHtml(t('pay.test-page.pay', { amount: amountOf(tx) }))}</button>
  <button class="failed" name="outcome" value="failed">${escapeHtml(t('pay.test-page.decline'))}</button>
  <button class="abandoned" name="outcome" value="abandoned">${escapeHtml(t('pay.test-page.abandon'))}</button>
</form>`
      : `<p>${escapeHtml(t(settledText[tx.status]))}</p>
<a class="button" href="${escapeHtml(returnUrl(tx.callback_url, tx.reference))}">${escapeHtml(t('pay.test-page.back'))}</a>`;
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(notice)} | ${escapeHtml(t('pay.test-page.title'))}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(notice)}</div>
<main>
<h1>${escapeHtml(t('pay.test-page.title'))}</h1>
<dl>
<dt>${escapeHtml(t('pay.amount'))}</dt><dd>${amount}</dd>
<dt>${escapeHtml(t('pay.test-page.customer'))}</dt><dd>${escapeHtml(tx.email)}</dd>
<dt>${escapeHtml(t('pay.reference'))}</dt><dd>${escapeHtml(tx.reference)}</dd>
</dl>
${body}
<p class="note">${escapeHtml(t('pay.test-page.note'))}</p>
</main>
</body>
</html>`;
}
