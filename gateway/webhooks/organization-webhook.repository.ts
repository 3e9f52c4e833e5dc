import { eq } from "drizzle-orm";
import type { OrganizationWebhookJson } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import type { Database } from "../database/database.ts";
import type { SecretCipher } from "../secrets/secret-cipher.ts";
import { newWebhookSecret, secretHintOf } from "./webhook-secret.ts";
import { organizationWebhooks } from "./webhooks.schema.ts";

export type OrganizationWebhookRow = typeof organizationWebhooks.$inferSelect;

/** The organization's webhook as kept (its secret sealed), or null when it has none. */
export async function webhookRowOf(
  db: Database,
  organizationId: string,
): Promise<OrganizationWebhookRow | null> {
  const [row] = await db
    .select()
    .from(organizationWebhooks)
    .where(eq(organizationWebhooks.organizationId, organizationId));
  return row ?? null;
}

/** The webhook as the owner and super admins see it: never its secret. */
export function webhookView(row: OrganizationWebhookRow): OrganizationWebhookJson {
  return { url: row.url, secretHint: row.secretHint, createdAt: new Date(row.createdAt).toISOString() };
}

/**
 * Sets the organization's webhook to `url` with a new secret, sealed: each save issues one, so a URL given to a
 * new receiver never shares the old receiver's secret. The answer alone carries the secret, once.
 */
export async function saveWebhook(
  db: Database,
  cipher: SecretCipher,
  organizationId: string,
  url: string,
  createdAt: string,
): Promise<OrganizationWebhookJson> {
  const secret = newWebhookSecret();
  const values = {
    organizationId,
    url,
    secret: cipher.seal(secret),
    secretHint: secretHintOf(secret),
    createdAt,
  };
  const [row] = await db
    .insert(organizationWebhooks)
    .values(values)
    .onConflictDoUpdate({ target: organizationWebhooks.organizationId, set: values })
    .returning();
  if (!row) throw new Error(`the webhook of ${organizationId} was not saved`);
  return { ...webhookView(row), secret };
}

export async function removeWebhook(db: Database, organizationId: string): Promise<void> {
  await db.delete(organizationWebhooks).where(eq(organizationWebhooks.organizationId, organizationId));
}
