import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { EarlierDataFolders } from "../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../database/open-database.ts";
import { organizationModels } from "../organization/organization.schema.ts";
import { folderHolds } from "./folder-bytes.test-helper.ts";
import { sealPlainSecrets } from "./seal-plain-secrets.ts";
import { SecretCipher } from "./secret-cipher.ts";

const PLAIN_KEY = "sk-written-before-sealing-4242";
const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());

describe("sealing the custom models' keys stored before keys were sealed", () => {
  it("upgrades a data folder of the previous schema: the key sealed, its mask kept, no plain copy left in the folder", async () => {
    const dataDir = await earlier.make(
      1,
      `insert into users (id, email) values ('u-1', 'owner@example.test');
       insert into organizations (id, name, email, phone, owner_id) values ('org-1', 'Org', 'owner@example.test', '+1 555', 'u-1');
       insert into organization_models (id, organization_id, name, type, provider, custom_model_apikey)
         values ('om-1', 'org-1', 'guard-7b', 'CUSTOM', 'vLLM', '${PLAIN_KEY}');`,
    );
    expect(await folderHolds(dataDir, [Buffer.from(PLAIN_KEY)])).not.toEqual([]);

    const cipher = new SecretCipher(randomBytes(32));
    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(await sealPlainSecrets(upgraded.db, cipher)).toBe(1);
      const [row] = await upgraded.db
        .select()
        .from(organizationModels)
        .where(eq(organizationModels.id, "om-1"));
      expect(row?.customModelApikey).toMatch(/^sealed:v1:/);
      expect(cipher.open(row?.customModelApikey ?? "")).toBe(PLAIN_KEY);
      expect(row?.customModelApikeyMask).toBe(`••••${PLAIN_KEY.slice(-4)}`);
      expect(await sealPlainSecrets(upgraded.db, cipher)).toBe(0);
    } finally {
      await upgraded.close();
    }
    expect(await folderHolds(dataDir, [Buffer.from(PLAIN_KEY)])).toEqual([]);
  });
});
