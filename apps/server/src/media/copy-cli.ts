// `npm run media:copy`: copies the media under MEDIA_DIR into the bucket MEDIA_STORAGE=s3 and
// the S3_* settings name (docs/deployment.md, "Media in a bucket"). Safe to run again: what is
// already there is skipped, so an interrupted copy resumes. Exit code 1 when an object failed.
import { ConfigError, loadConfig } from '../config.ts';
import { copyMedia, localMediaStorage, mediaStorageFor } from './index.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (config.mediaStorage.kind !== 's3') {
  console.error(
    'media:copy copies MEDIA_DIR into a bucket: set MEDIA_STORAGE=s3, S3_BUCKET and the other S3_* settings.',
  );
  process.exit(1);
}
const from = localMediaStorage(config.mediaDir);
const to = mediaStorageFor(config);
console.log(`Copying ${from.where} → ${to.where}`);
let last = Date.now();
const report = await copyMedia(from, to, {
  progress: (r) => {
    if (Date.now() - last < 2000) return;
    last = Date.now();
    console.log(`  … ${r.copied} copied, ${r.skipped} already there, ${r.failed.length} failed`);
  },
});
for (const f of report.failed) console.error(`  failed: ${f.key}: ${f.error}`);
console.log(
  `media:copy: ${report.copied} copied (${(report.bytes / 1_048_576).toFixed(1)} MiB), ${report.skipped} already there, ${report.failed.length} failed`,
);
process.exit(report.failed.length > 0 ? 1 : 0);
