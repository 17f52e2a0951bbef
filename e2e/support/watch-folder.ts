import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest JSON record in `dir` that `pick` answers for (records are named in the order they
 * arrive and appear whole, written then renamed), waiting for one to arrive: the folder is watched,
 * not polled. Fails with `missing` after `timeoutMs`.
 */
export function newestRecord<T, R>(
  dir: string,
  pick: (record: T) => R | undefined,
  timeoutMs: number,
  missing: string,
): Promise<R> {
  fs.mkdirSync(dir, { recursive: true });
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      watcher.close();
      clearTimeout(timer);
      finish();
    };
    const scan = () => {
      const names = fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
      for (const name of names) {
        const found = pick(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T);
        if (found !== undefined) return settle(() => resolve(found));
      }
    };
    const watcher = fs.watch(dir, () => {
      if (!settled) scan();
    });
    const timer = setTimeout(() => settle(() => reject(new Error(`${missing} within ${timeoutMs} ms`))), timeoutMs);
    // Started after the watcher, so a record written in between is not missed.
    scan();
  });
}
