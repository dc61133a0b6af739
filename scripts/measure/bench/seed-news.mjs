/**
 * Bulk news for the benchmarks: copies of the demo news in all three locales, written straight
 * into Strapi's SQLite tables in one statement each (the write route would take minutes for
 * 10 000 documents). Every copy has its photo, as real news do.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../lib/processes.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const Database = require('better-sqlite3');

/** Adds news documents until there are `total` (per locale); returns how many there are. */
export function seedNewsTo(databaseFile, total) {
  const db = new Database(databaseFile);
  db.pragma('busy_timeout = 10000');
  try {
    const count = () => db.prepare("SELECT count(*) AS n FROM news_items WHERE locale = 'uz'").get().n;
    const missing = total - count();
    if (missing <= 0) return count();
    const photo = db
      .prepare("SELECT file_id FROM files_related_mph WHERE related_type = 'api::news.news' AND field = 'photo' LIMIT 1")
      .get();
    const first = db.prepare('SELECT id FROM news_items ORDER BY id DESC LIMIT 1').get()?.id ?? 0;
    const now = Date.now();
    db.transaction(() => {
      db.prepare(
        `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < @missing)
         INSERT INTO news_items (document_id, title, text, published_time, type, created_at, updated_at, published_at, locale)
         SELECT printf('bench%s%010d', @batch, seq.i), t.title || ' #' || seq.i, t.text, @now - seq.i * 3600000 - 86400000 * 400,
                'NEWS', @now, @now, @now, t.locale
         FROM seq CROSS JOIN (SELECT locale, title, text FROM news_items WHERE document_id NOT LIKE 'bench%' GROUP BY locale) AS t`,
      ).run({ missing, batch: String(first).padStart(8, '0'), now });
      if (photo) {
        db.prepare(
          `INSERT INTO files_related_mph (file_id, related_id, related_type, field, "order")
           SELECT @file, id, 'api::news.news', 'photo', 1 FROM news_items WHERE id > @first`,
        ).run({ file: photo.file_id, first });
      }
    })();
    return count();
  } finally {
    db.close();
  }
}
