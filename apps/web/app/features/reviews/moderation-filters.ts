/** The moderation page's filters, as links (they work without JavaScript). */
export const statusTabs = [
  { value: 'pending', label: 'Waiting' },
  { value: 'approved', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
  { value: '', label: 'All' },
] as const;

export const kindTabs = [
  { value: '', label: 'Shop and products' },
  { value: 'shop', label: 'Shop' },
  { value: 'product', label: 'Products' },
] as const;

export const moderationPageSize = 30;

export interface ModerationQuery {
  status: string;
  kind: string;
  page: number;
}

/** The filters of a moderation URL, with anything unknown left out. */
export function moderationQuery(search: URLSearchParams): ModerationQuery {
  const status = search.get('status') ?? 'pending';
  const kind = search.get('kind') ?? '';
  const page = Math.max(1, Math.min(10_000, Number(search.get('page')) || 1));
  return {
    status: statusTabs.some((t) => t.value === status) ? status : 'pending',
    kind: kindTabs.some((t) => t.value === kind) ? kind : '',
    page,
  };
}

/** The moderation URL with one filter changed (and back to the first page). */
export function withFilter(query: ModerationQuery, change: Partial<ModerationQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  params.set('status', next.status);
  if (next.kind) params.set('kind', next.kind);
  if (next.page > 1) params.set('page', String(next.page));
  return `?${params}`;
}
