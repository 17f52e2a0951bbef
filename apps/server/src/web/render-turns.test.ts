import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRenderTurns } from './render-turns.ts';

/** A reply whose response can finish, or whose client can leave. */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false });
  return {
    reply: { raw } as unknown as FastifyReply,
    finish: () => raw.emit('finish'),
    leave: () => {
      raw.destroyed = true;
      raw.emit('close');
    },
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('render turns', () => {
  it('lets `limit` requests render at once and the others in the order they came', async () => {
    const turns = createRenderTurns(2);
    const replies = Array.from({ length: 5 }, fakeReply);
    const started: number[] = [];
    replies.forEach((r, i) => void turns.take(r.reply).then(() => started.push(i)));
    await settled();
    expect(started).toEqual([0, 1]);
    expect(turns.waiting()).toBe(3);
    replies[1]!.finish();
    await settled();
    expect(started).toEqual([0, 1, 2]);
    replies[0]!.leave();
    replies[2]!.finish();
    await settled();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    replies[3]!.finish();
    replies[4]!.finish();
    replies[4]!.leave(); // finish and close both end the same turn once
    await settled();
    expect(turns.active()).toBe(0);
  });

  it('renders nothing for a visitor who left while waiting, and passes the turn on', async () => {
    const turns = createRenderTurns(1);
    const first = fakeReply();
    const gone = fakeReply();
    const next = fakeReply();
    expect(await turns.take(first.reply)).toBe(true);
    const goneTurn = turns.take(gone.reply);
    const nextTurn = turns.take(next.reply);
    gone.leave();
    first.finish();
    expect(await goneTurn).toBe(false);
    expect(await nextTurn).toBe(true);
    next.finish();
    expect(turns.active()).toBe(0);
  });
});
