import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../connection.ts';

/**
 * One rate-limit hit in one statement on PostgreSQL (decision 0083): what the database store did
 * in a transaction of its own (begin, an advisory lock per bucket, the insert, a count per
 * bucket, commit: five round trips for one bucket) runs inside a function, in the statement's
 * own transaction. The locks are the same (namespace and keys from the caller, taken in a fixed
 * order), and so is the count: in a volatile function every query sees what was committed before
 * it began, so the count after the lock sees every hit let through before. A refused hit's rows
 * are deleted before the statement ends: nobody else ever saw them. SQLite has one writer at a
 * time and no round trips: nothing to add there.
 */
export const rateLimitHit = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`create function oja_rate_limit_hit(
        lock_namespace integer, lock_keys integer[], buckets text[], maxes integer[], windows bigint[], hit_at bigint,
        out retry_after_ms bigint, out ids bigint[])
      language plpgsql volatile as $$
      declare
        lock_key integer;
        i integer;
        n bigint;
        freeing bigint;
      begin
        -- In a fixed order, so two hits sharing buckets cannot deadlock.
        for lock_key in select distinct k from unnest(lock_keys) k order by k loop
          perform pg_advisory_xact_lock(lock_namespace, lock_key);
        end loop;
        with inserted as (
          insert into rate_limit_hits (bucket, created_at) select b, hit_at from unnest(buckets) with ordinality u(b, o)
            order by o returning id
        ) select array_agg(id) into ids from inserted;
        retry_after_ms := 0;
        for i in 1 .. array_length(buckets, 1) loop
          select count(*) into n from rate_limit_hits where bucket = buckets[i] and created_at > hit_at - windows[i];
          if n > maxes[i] then
            -- Allowed again once enough of the oldest hits have left the window to make room for one.
            select created_at into freeing from rate_limit_hits
              where bucket = buckets[i] and created_at > hit_at - windows[i]
              order by created_at asc offset n - 1 - maxes[i] limit 1;
            retry_after_ms := greatest(retry_after_ms, freeing + windows[i] - hit_at);
          end if;
        end loop;
        if retry_after_ms > 0 then
          delete from rate_limit_hits where id = any(ids);
          ids := null;
        end if;
      end
    $$`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    if (dialect !== 'postgres') return;
    await sql`drop function oja_rate_limit_hit(integer, integer[], text[], integer[], bigint[], bigint)`.execute(db);
  },
});
