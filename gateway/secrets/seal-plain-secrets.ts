import { and, eq, isNotNull, like, not } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { sealedKeyColumns } from "../organization/models/custom-model-key.ts";
import { organizationModels } from "../organization/organization.schema.ts";
import { scrubRewrittenTables } from "./scrub-rewritten-tables.ts";
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
  // The rows as they were stay in the table as dead versions, and in the write-ahead log, until rewritten.
  if (plain.length > 0) await scrubRewrittenTables(db, ["organization_models"]);
  return plain.length;
}
