import { eq } from "drizzle-orm";
import type { Clock } from "../../core/clock/clock.port.ts";
import { pickFrom, pickWeighted, seededRandom } from "../../core/text/seeded-random.ts";
import { PLAYGROUND_KEY } from "../../core/usage-logs/usage-log-rules.ts";
import { DEMO_ACCOUNT_KEYS } from "../../demo/demo-keys.ts";
import { DEMO_MODELS, DEMO_OUTCOMES, DEMO_PROMPTS } from "../../demo/demo-request-samples.ts";
import { type DepartmentMembership, departmentKeysWhere } from "../api-keys/api-key-directory.ts";
import { keyColumnsOf, newApiKeyValue } from "../api-keys/api-key-value.ts";
import { userApiKeys } from "../api-keys/api-keys.schema.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { departmentUsers } from "../organization/organization.schema.ts";
import { chatHistoryRowOf } from "./chat-history.repository.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { type ChatHistoryRow, insertChatHistory } from "./chat-history-insert.ts";
import { type CatalogueModel, ModelCatalogue } from "./model-catalogue.ts";

/** More than one page of the logs holds, and more than the 5,000 the logs once stopped at. */
const REQUESTS = 6_000;
const DAYS = 180;

interface DemoKey {
  readonly maskedValue: string;
  readonly id: string;
  readonly department: DepartmentMembership | null;
}

/**
 * 6,000 requests of the demo account over the last 180 days, for its usage logs and usage analytics (and, for
 * requests made with its department keys, the organization report): several models, from the playground and with
 * keys, some failed.
 * Written once: an account that already has requests is left as it is.
 */
export async function seedDemoRequestHistory(db: Database, user: UserRow, clock: Clock): Promise<void> {
  const [existing] = await db
    .select({ id: chatHistory.id })
    .from(chatHistory)
    .where(eq(chatHistory.userId, user.id))
    .limit(1);
  if (existing) return;
  const catalogue = await new ModelCatalogue(db).all();
  const favoured = catalogue.filter((model) => DEMO_MODELS.includes(model.systemName));
  const models = favoured.length > 0 ? favoured : catalogue;
  if (models.length === 0) return;
  const keys = await demoKeysOf(db, user, clock);
  const random = seededRandom(20_250_314);
  const now = clock.now();
  const rows = Array.from({ length: REQUESTS }, (_, index) => {
    const at = now - Math.floor(random() * DAYS * 86_400_000);
    const key = random() < 0.55 ? null : keys[Math.floor(random() * keys.length)];
    return demoRequest(
      user,
      pickFrom(models, random),
      key ?? null,
      pickFrom(DEMO_PROMPTS, random),
      pickWeighted(DEMO_OUTCOMES, random),
      random,
      at,
      index,
    );
  });
  // One statement: the rollup trigger then sums each day of the history once, where batches each added to it again.
  await insertChatHistory(db, rows);
}

function demoRequest(
  user: UserRow,
  model: CatalogueModel,
  key: DemoKey | null,
  [question, answer]: readonly [string, string],
  outcome: (typeof DEMO_OUTCOMES)[number],
  random: () => number,
  at: number,
  index: number,
): ChatHistoryRow {
  const succeeded = outcome.status < 400;
  const tokensIn = 20 + Math.floor(random() * 2400);
  const tokensOut = succeeded ? 40 + Math.floor(random() * 1100) : 0;
  const firstToken = model.timeToFirstTokenMs * (0.7 + random() * 0.8);
  const rate = model.tokensPerSecondOut * (0.7 + random() * 0.5);
  return chatHistoryRowOf({
    id: `req_demo_${index.toString().padStart(4, "0")}_${at.toString(36)}`,
    createdAt: new Date(at).toISOString(),
    caller: {
      user,
      apikey: key?.maskedValue ?? PLAYGROUND_KEY,
      apiKeyId: key?.id ?? null,
      department: key?.department ?? null,
    },
    model: model.systemName,
    query: question,
    isStream: random() < 0.6,
    requestContent: JSON.stringify([{ role: "user", content: question }]),
    served: model,
    vendor: model.providerName,
    providerModel: model.nameInProvider,
    strategy: null,
    routingReason: "requested model",
    timeToFirstTokenMs: succeeded ? firstToken : null,
    durationMs: succeeded ? firstToken + (tokensOut / rate) * 1000 : 120 + random() * 900,
    usage: { prompt_tokens: tokensIn, completion_tokens: tokensOut, total_tokens: tokensIn + tokensOut },
    usageEstimated: false,
    responseContent: succeeded ? answer : null,
    statusCode: outcome.status,
    error: outcome.error,
  });
}

/** The account's own keys (the demo's, demo/demo-keys.ts, made if it has none) and its department keys. */
async function demoKeysOf(db: Database, user: UserRow, clock: Clock): Promise<DemoKey[]> {
  let own = await db.select().from(userApiKeys).where(eq(userApiKeys.userId, user.id));
  if (own.length === 0) {
    own = await db
      .insert(userApiKeys)
      .values(
        // Key ids are the gateway's, across accounts: the demo's, named for the account.
        // Their secrets are never shown: only what is kept of them is stored.
        DEMO_ACCOUNT_KEYS.map((key, index) => ({
          ...keyColumnsOf(`${key.id}-${user.id}`, newApiKeyValue(), `Key ${index + 1}`),
          userId: user.id,
          createdBy: user.email,
          createdAt: new Date(clock.now() - key.createdDaysAgo * 86_400_000).toISOString(),
        })),
      )
      .returning();
  }
  const departmental = await departmentKeysWhere(db, eq(departmentUsers.userId, user.id));
  return [
    ...own.map((key) => ({ maskedValue: key.maskedValue, id: key.id, department: null })),
    ...departmental.map(({ key, department }) => ({ maskedValue: key.maskedValue, id: key.id, department })),
  ];
}
