import type { FastifyReply } from 'fastify';

/**
 * Page requests rendered at a time; the others wait their turn in the order they came. Rendering
 * is work for the one JavaScript thread: with every request rendering at once, each takes as long
 * as all of them together and none is answered early (under load, all of them late). Taking turns
 * answers the first ones at once and the rest in order, and keeps fewer half-built pages in memory.
 * A few at a time still overlap one render's waits (database round trips) with another's work.
 */
export const renderingAtOnce = 4;

export function createRenderTurns(limit = renderingAtOnce) {
  let active = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  /**
   * Waits for a turn for `reply`'s request; the turn ends when its response has been sent or its
   * connection closed. Answers false (and gives the turn back) when the client left while waiting.
   */
  async function take(reply: FastifyReply): Promise<boolean> {
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      release();
    };
    if (reply.raw.destroyed || reply.raw.writableEnded) {
      end();
      return false;
    }
    reply.raw.once('close', end);
    reply.raw.once('finish', end);
    return true;
  }

  return { take, waiting: () => waiting.length, active: () => active };
}
