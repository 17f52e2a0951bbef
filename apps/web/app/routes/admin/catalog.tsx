import { data, useFetcher } from 'react-router';
import type { ImportReport } from '@oja/shared/staff-variants';
import { staffMessages } from '@oja/shared/staff-rules';
import type { Route } from './+types/catalog';
import { apiOf } from '../../lib/api.server';
import { InputField } from '../../ui/fields';
import { useSubmissionToast } from '../../ui/use-submission-toast';

export const meta: Route.MetaFunction = () => [{ title: 'Import and export | Back office | Oja' }];

const maxCsvBytes = 2 * 1024 * 1024;

type ImportAnswer = { ok: boolean; message: string; report?: ImportReport };

/** Checks (dry run) or imports the uploaded CSV through the API; answers its report. */
export async function action({ request, context }: Route.ActionArgs) {
  const length = Number(request.headers.get('content-length') ?? 'NaN');
  if (!(length <= maxCsvBytes + 64 * 1024)) {
    return data<ImportAnswer>({ ok: false, message: 'The file is too large: at most 2 MB.' }, { status: 413 });
  }
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    return data<ImportAnswer>({ ok: false, message: 'Choose a CSV file.' }, { status: 400 });
  }
  const dryRun = form.get('intent') !== 'apply';
  const csv = await file.text();
  const sent = await apiOf(context).request(
    'POST',
    dryRun ? '/api/admin/catalogue/import?dry_run=true' : '/api/admin/catalogue/import',
    { csv },
  );
  if (sent.ok) {
    const r = sent.data;
    const what = `${r.products_created} new and ${r.products_updated} existing products, ${r.variants} variants (${r.rows} rows)`;
    return data<ImportAnswer>({
      ok: true,
      message: dryRun ? `No problems found: importing would change ${what}.` : `Imported ${what}.`,
      report: r,
    });
  }
  const report = (sent.error as { report?: ImportReport }).report;
  return data<ImportAnswer>({ ok: false, message: sent.error.detail, report }, { status: sent.status });
}

/** Staff import products, variants, prices and stock from a CSV file, and export the catalogue. */
export default function Catalog({ actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const answer = fetcher.data ?? actionData;
  const busy = fetcher.state !== 'idle';
  useSubmissionToast(
    busy,
    staffMessages.processing,
    answer && {
      intent: 'import',
      ok: answer.ok,
      message: answer.message,
      errors: answer.ok ? {} : { form: answer.message },
    },
  );
  const errors = answer?.report?.errors ?? [];
  return (
    <>
      <div className="admin-heading">
        <h1>Import and export</h1>
      </div>
      <section className="admin-panel" aria-labelledby="export-h">
        <h2 id="export-h">Export</h2>
        <p>
          The whole catalogue as a CSV file: one row per variant, or one row for a product without variants. Edit it in
          a spreadsheet and import it back. Its last column, stock_was, is the stock when you downloaded it: the import
          changes each stock only by your edit, so orders placed in between are kept. Leave that column as it is.
        </p>
        <a
          className="button button-quiet"
          href="/api/admin/catalogue/export.csv?stock_was=true"
          download="oja-catalogue.csv"
        >
          Download the catalogue (CSV)
        </a>
      </section>
      <section className="admin-panel" aria-labelledby="import-h">
        <h2 id="import-h">Import</h2>
        <p className="admin-muted">
          Columns: product_slug, title, category (its slug), description, visible, weight_grams, sku, variant,
          price_ngn, price_usd, sale_price_ngn, sale_price_usd, stock, and optionally stock_was. A product in the file
          gets exactly the file’s variants; products not in the file stay as they are. Nothing is imported while any row
          has a problem.
        </p>
        <fetcher.Form method="post" encType="multipart/form-data" aria-label="Import a CSV file">
          <InputField label="CSV file" name="file" type="file" accept=".csv,text/csv" required />
          <div className="admin-actions">
            <button type="submit" name="intent" value="check" className="button button-quiet" disabled={busy}>
              Check the file
            </button>
            <button type="submit" name="intent" value="apply" className="button" disabled={busy}>
              Import
            </button>
          </div>
        </fetcher.Form>
        {answer && !busy ? (
          <div className="import-result" role="status">
            <p className={answer.ok ? 'form-success' : 'form-error'}>{answer.message}</p>
            {errors.length > 0 && (
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <caption>Problems, by line of the file</caption>
                  <thead>
                    <tr>
                      <th scope="col">Line</th>
                      <th scope="col">Column</th>
                      <th scope="col">Problem</th>
                    </tr>
                  </thead>
                  <tbody>
                    {errors.map((e, i) => (
                      <tr key={i}>
                        <td>{e.line}</td>
                        <td>{e.column || '—'}</td>
                        <td>{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ) : null}
      </section>
    </>
  );
}
