import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * A consistent copy of a live SQLite database, through SQLite's online backup API: safe while the
 * shop keeps writing (WAL mode), unlike copying the file. Returns the number of pages copied.
 */
export async function backupSqlite(source: string, destination: string): Promise<number> {
  if (fs.existsSync(destination)) throw new Error(`${destination} already exists; choose a new file name`);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(destination);
    return totalPages;
  } finally {
    db.close();
  }
}
