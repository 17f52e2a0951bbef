import type { APIRequestContext } from '@playwright/test';

/** The categories the shop's default fee rules deliver within Lagos only (issue 30, E6). */
const lagosOnly = ['fresh-vegetables', 'fruits', 'fish-and-meat'];

/**
 * Keeps the products that may be delivered anywhere (not fresh food), for journeys that ship
 * outside Lagos.
 */
export async function deliverableAnywhere<P extends { category: number }>(
  request: APIRequestContext,
  products: P[],
): Promise<P[]> {
  const categories = (await (await request.get('/api/categories/')).json()) as { id: number; slug: string }[];
  const local = new Set(categories.filter((c) => lagosOnly.includes(c.slug)).map((c) => c.id));
  return products.filter((p) => !local.has(p.category));
}
