import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { ImageJobs } from '../../images/image-jobs.ts';
import type { MediaStorage } from '../../media/index.ts';

/**
 * What staff work on the catalogue needs: the database, where pictures go, and the shop's
 * low-stock line. The back office's context has all of it. The callers (the staff routes) have
 * already checked that the actor is staff with a second factor.
 */
export interface CatalogStaffContext {
  db: Kysely<DB>;
  /** Where pictures are stored (MEDIA_DIR or the bucket). */
  media: MediaStorage;
  lowStockThreshold: number;
  /** Picture processing takes turns with the rest of the process's uploads. */
  images: ImageJobs;
}
