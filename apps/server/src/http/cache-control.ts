import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Answers that may show a signed-in customer's data (or a guest's cart) must never be kept by a
 * browser's back-forward cache, a shared proxy or a CDN, where the next person on the same phone,
 * in the same internet café or behind the same cache could see them. Every answer of the scope
 * gets `Cache-Control: no-store` unless its route chose a policy of its own (public files, the
 * sitemap, robots.txt, the locale's `private, no-cache`).
 */
export const sessionAnswerPolicy = 'no-store';

export function setNoStoreUnlessChosen(reply: FastifyReply) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', sessionAnswerPolicy);
}

/** `setNoStoreUnlessChosen` for every answer of `scope`, errors and 404s included. */
export function noStoreByDefault(scope: FastifyInstance) {
  scope.addHook('onSend', async (_req, reply, payload) => {
    setNoStoreUnlessChosen(reply);
    return payload;
  });
}
