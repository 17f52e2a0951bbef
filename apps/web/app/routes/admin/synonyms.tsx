import { data, useFetcher } from 'react-router';
import { staffMessages } from '@oja/shared/staff-rules';
import { synonymLimits } from '@oja/shared/catalog-languages';
import type { Route } from './+types/synonyms';
import { apiData, apiOf } from '../../lib/api.server';
import { resultFor, textValues, type ActionResult } from '../../ui/action-result';
import { TextAreaField } from '../../ui/fields';
import { ResultMessage } from '../../ui/result-message';
import { useSubmissionToast } from '../../ui/use-submission-toast';

export const meta: Route.MetaFunction = () => [{ title: 'Search synonyms | Back office | Oja' }];

export async function loader({ context }: Route.LoaderArgs) {
  return apiData(context, '/api/admin/search-synonyms/');
}

/** The list as staff edit it: one group a line, its terms separated by commas. */
const asText = (groups: string[][]) => groups.map((g) => g.join(', ')).join('\n');
const groupsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .filter((terms) => terms.length > 0);

/** "groups.3.1: …" becomes "Line 4: …", the line staff have to fix. */
function lineMessage(path: string, message: string) {
  const line = /^groups\.(\d+)/.exec(path);
  return line ? `Line ${Number(line[1]) + 1}: ${message}` : message;
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = textValues(await request.formData());
  const sent = await apiOf(context).request('PUT', '/api/admin/search-synonyms/', {
    groups: groupsOf(values.synonyms ?? ''),
  });
  if (!sent.ok) {
    const first = sent.error.errors?.[0];
    const message = first ? lineMessage(first.path, first.message) : sent.error.detail;
    return data<ActionResult>(
      { intent: 'synonyms', ok: false, errors: { synonyms: message }, values },
      { status: 400 },
    );
  }
  return data<ActionResult>({ intent: 'synonyms', ok: true, message: 'The synonyms have been saved.', errors: {} });
}

/** Groups of search terms that mean the same thing: any of them finds what the others find. */
export default function AdminSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const form = useFetcher<ActionResult>();
  const result = resultFor('synonyms', form.data, actionData);
  const busy = form.state !== 'idle';
  useSubmissionToast(busy, staffMessages.processing, result);
  const text = asText(loaderData.groups);
  return (
    <>
      <h1>Search synonyms</h1>
      <p className="admin-muted">
        Shoppers search with the names they know: a search for any term of a group also finds products named by the
        others (“egusi” finds “melon seeds”). Accents, tone marks, capitals and word order do not matter, so “Ẹ̀gúsí”
        needs no line of its own. Product names in other languages are searched too.
      </p>
      <form.Form method="post" className="admin-form admin-synonyms" aria-label="Search synonyms" key={text}>
        <TextAreaField
          label="Synonym groups"
          name="synonyms"
          rows={18}
          spellCheck={false}
          defaultValue={result?.ok ? text : (result?.values?.synonyms ?? text)}
          hint={`One group a line, its terms separated by commas: egusi, melon seeds, agushi. At least two terms a group, at most ${synonymLimits.termsPerGroup}; a term belongs to one group.`}
          error={busy ? undefined : result?.errors.synonyms}
        />
        <ResultMessage result={result} busy={busy} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? 'Saving…' : 'Save synonyms'}
        </button>
      </form.Form>
    </>
  );
}
