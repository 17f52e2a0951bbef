import { randomBytes } from 'node:crypto';
import { constants as fsConstants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isMediaKey, type MediaStorage } from './storage.ts';

/** Media as files under `dir` (MEDIA_DIR): what one machine, or a shared (NFS) directory, uses. */
export function localMediaStorage(dir: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    where: dir,
    async reachable() {
      await fs.access(dir, fsConstants.W_OK);
    },
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // A name of its own for each write: two identical uploads at once (same content, same
      // target) must not write into or rename each other's partial file.
      const partial = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(partial, body);
      await fs.rename(partial, file);
    },
    async stat(key) {
      try {
        const s = await fs.stat(fileOf(key));
        return s.isFile() ? { size: s.size } : null;
      } catch {
        return null;
      }
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const s = await fs.stat(file);
        if (!s.isFile()) return null;
        return {
          body: createReadStream(file),
          size: s.size,
          contentType: contentTypeOf(key),
          etag: `W/"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"`,
          lastModified: s.mtime,
        };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
      } catch {
        return; // no directory yet: nothing stored
      }
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(dir, full).split(path.sep).join('/');
        if (!isMediaKey(key)) continue;
        yield { key, size: (await fs.stat(full)).size };
      }
    },
  };
}
