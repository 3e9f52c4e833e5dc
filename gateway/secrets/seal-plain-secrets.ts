import { and, eq, isNotNull, like, not, sql } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { sealedKeyColumns } from "../organization/models/custom-model-key.ts";
import { organizationModels } from "../organization/organization.schema.ts";
import { SEALED_PREFIX, type SecretCipher } from "./secret-cipher.ts";

/**
 * Seals the custom models' keys still stored in plain text (written before keys were sealed), each in the same
 * update that reads it, so a key changed meanwhile is not overwritten. Run at every start: after the first it
 * finds nothing. Returns how many it sealed.
 */
export async function sealPlainSecrets(db: Database, cipher: SecretCipher): Promise<number> {
  const plain = await db
    .select({ id: organizationModels.id, key: organizationModels.customModelApikey })
    .from(organizationModels)
    .where(
      and(
        isNotNull(organizationModels.customModelApikey),
        not(like(organizationModels.customModelApikey, `${SEALED_PREFIX}%`)),
      ),
    );
  for (const { id, key } of plain) {
    if (key === null) continue;
    await db
      .update(organizationModels)
      .set(sealedKeyColumns(cipher, key))
      .where(and(eq(organizationModels.id, id), eq(organizationModels.customModelApikey, key)));
  }
  if (plain.length > 0) {
    // The rows as they were stay in the table as dead versions, and in the write-ahead log, until rewritten.
    await db.execute(sql`vacuum full organization_models`);
    // A new log segment, then a checkpoint, so the segments that recorded the old rows are no longer needed;
    // removed rather than recycled, so no copy lingers for later reuse.
    await scrubWriteAheadLog(db).catch(() => {
      // A PostgreSQL server may keep these to its superusers, and its archived log keeps copies anyway: there the
      // operator's retention of the log decides. Embedded PGlite, whose folder is the whole database, allows them.
    });
  }
  return plain.length;
}

async function scrubWriteAheadLog(db: Database): Promise<void> {
  await db.execute(sql`set wal_recycle = off`);
  for (let round = 0; round < 2; round++) {
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  }
}
