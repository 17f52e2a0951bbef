import type { Device } from '@oja/shared/accounts';
import * as repo from './accounts.repository.ts';
import type { Actor } from './actor.ts';
import type { AccountsContext } from './context.ts';
import { deviceSummary } from './devices.ts';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The account's signed-in devices (live sessions), newest first; `current` is the asking one. */
export async function listDevices(ctx: AccountsContext, actor: Actor, sessionId: number): Promise<Device[]> {
  const now = Date.now();
  const rows = await repo.listLiveSessions(ctx.db, actor.id, now, now - ctx.config.accounts.sessionMaxAgeMs);
  return rows.map((s) => ({
    id: s.id,
    device: deviceSummary(s.user_agent),
    user_agent: s.user_agent,
    ip: s.ip,
    created_at: iso(s.created_at),
    last_seen_at: iso(s.last_seen_at),
    current: s.id === sessionId,
  }));
}

/** "Sign out everywhere else": every session of the account but the asking one ends. */
export async function endOtherDevices(ctx: AccountsContext, actor: Actor, sessionId: number): Promise<number> {
  const result = await repo.revokeUserSessions(ctx.db, actor.id, { keep: sessionId });
  return result.reduce((n, r) => n + Number(r.numUpdatedRows), 0);
}
