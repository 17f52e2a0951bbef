import { data, Link, type ShouldRevalidateFunction } from 'react-router';
import type { AdminReview } from '@oja/shared/reviews';
import type { Route } from './+types/reviews';
import { ModerationItem } from '../../features/reviews/moderation-item';
import {
  kindTabs,
  moderationPageSize,
  moderationQuery,
  statusTabs,
  withFilter,
} from '../../features/reviews/moderation-filters';
import type { ActionResult } from '../../ui/action-result';
import { ResultMessage } from '../../ui/result-message';
import { apiData, apiOf } from '../../lib/api.server';

export const meta: Route.MetaFunction = () => [{ title: 'Reviews | Back office | Oja' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = moderationQuery(new URL(request.url).searchParams);
  const params = new URLSearchParams({
    limit: String(moderationPageSize),
    offset: String((query.page - 1) * moderationPageSize),
  });
  if (query.status) params.set('status', query.status);
  if (query.kind) params.set('kind', query.kind);
  const list = await apiData(context, `/api/admin/reviews/?${params}`);
  return { list, query };
}

/** Approve or hide one review; the list is loaded again afterwards. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = form.get('intent');
  if (!(Number.isInteger(id) && id > 0) || (intent !== 'approve' && intent !== 'hide')) {
    return data<ActionResult>(
      { intent: 'moderate', ok: false, errors: { form: 'Choose a review and an action.' } },
      { status: 400 },
    );
  }
  const result = await apiOf(context).request('POST', `/api/admin/reviews/${id}/${intent}`);
  if (!result.ok) {
    return data<ActionResult>({ intent, ok: false, errors: { form: result.error.detail } }, { status: result.status });
  }
  const message = intent === 'approve' ? 'The review is published.' : 'The review is hidden.';
  return data<ActionResult & { review?: AdminReview }>({ intent, ok: true, message, errors: {}, review: result.data });
}

/**
 * After approving or hiding with JavaScript the list is not loaded again: the review stays where
 * it is with its new status (and the other button to undo it) until staff move on.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, formMethod, defaultShouldRevalidate }) =>
  formMethod === 'POST' && formAction?.split('?')[0] === '/admin/reviews' ? false : defaultShouldRevalidate;

/** Staff moderation: reviews waiting for a decision first; publish or hide each. */
export default function ReviewModeration({ loaderData, actionData }: Route.ComponentProps) {
  const { list, query } = loaderData;
  const lastPage = Math.max(1, Math.ceil(list.total / moderationPageSize));
  return (
    <section className="moderation" aria-labelledby="moderation-heading">
      <h1 id="moderation-heading">Reviews</h1>
      <p className="admin-muted">
        Reviews of the shop wait here until published on the home page. Product reviews by customers who received the
        product are published at once; hide any that break the rules.
      </p>
      {/* The answer to a plain form post (no JavaScript); with it each review toasts its own. */}
      <ResultMessage result={actionData} busy={false} />
      {actionData && !actionData.ok ? (
        <p className="form-error" role="alert">
          {actionData.errors.form}
        </p>
      ) : null}
      <nav className="admin-tabs" aria-label="Review status">
        {statusTabs.map((t) => (
          <Link
            key={t.value || 'all'}
            to={withFilter(query, { status: t.value })}
            aria-current={query.status === t.value ? 'page' : undefined}
          >
            {t.label}
            {t.value ? ` (${list.counts[t.value]})` : ''}
          </Link>
        ))}
      </nav>
      <nav className="admin-tabs" aria-label="Review kind">
        {kindTabs.map((t) => (
          <Link
            key={t.value || 'both'}
            to={withFilter(query, { kind: t.value })}
            aria-current={query.kind === t.value ? 'page' : undefined}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {list.reviews.length === 0 ? (
        <p>No reviews here.</p>
      ) : (
        <ul className="moderation-list">
          {list.reviews.map((r) => (
            <ModerationItem key={r.id} review={r} />
          ))}
        </ul>
      )}
      {lastPage > 1 && (
        <nav className="moderation-pages" aria-label="Review pages">
          {query.page > 1 && <Link to={withFilter(query, { page: query.page - 1 })}>Previous</Link>}
          <span>
            Page {query.page} of {lastPage}
          </span>
          {query.page < lastPage && <Link to={withFilter(query, { page: query.page + 1 })}>Next</Link>}
        </nav>
      )}
    </section>
  );
}
