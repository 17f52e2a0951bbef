import type { MediaStorage } from './storage.ts';

export interface CopyReport {
  /** Objects written to the target. */
  copied: number;
  /** Already in the target with the same size: left alone (a second run copies nothing). */
  skipped: number;
  failed: { key: string; error: string }[];
  bytes: number;
}

/**
 * Copies every object of `from` (e.g. MEDIA_DIR) into `to` (the bucket) that `to` does not hold
 * yet with the same size. Keys are content-addressed or fixed, so an object of the same size is
 * the same object: the copy is idempotent, and an interrupted one resumes where it stopped when
 * run again. `atOnce` uploads run together; `progress` is told after each object.
 */
export async function copyMedia(
  from: MediaStorage,
  to: MediaStorage,
  { atOnce = 4, progress }: { atOnce?: number; progress?: (report: CopyReport, key: string) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  const running = new Set<Promise<void>>();
  const copyOne = async (key: string, size: number) => {
    try {
      const there = await to.stat(key);
      if (there && there.size === size) {
        report.skipped++;
      } else {
        const object = await from.get(key);
        if (!object) throw new Error('vanished from the source');
        const chunks: Buffer[] = [];
        for await (const chunk of object.body) chunks.push(chunk as Buffer);
        const body = Buffer.concat(chunks);
        await to.put(key, body, object.contentType);
        report.copied++;
        report.bytes += body.length;
      }
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    progress?.(report, key);
  };
  for await (const { key, size } of from.list()) {
    const job = copyOne(key, size).finally(() => running.delete(job));
    running.add(job);
    if (running.size >= atOnce) await Promise.race(running);
  }
  await Promise.all(running);
  return report;
}
