import { eq } from "drizzle-orm";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { seriesStart } from "../../../core/organization/request-series.ts";
import { PiiRedactor } from "../../../core/pii/pii-redactor.ts";
import { pickFrom, pickWeighted, seededRandom } from "../../../core/text/seeded-random.ts";
import { demoDepartmentKeyId } from "../../../demo/demo-keys.ts";
import { DEMO_MODELS, DEMO_OUTCOMES, DEMO_PROMPTS } from "../../../demo/demo-request-samples.ts";
import { departmentKeysWhere } from "../../api-keys/api-key-directory.ts";
import type { Caller } from "../../chat-completions/authenticate-caller.ts";
import { chatHistoryRowOf, GATEWAY_VENDOR } from "../../chat-completions/chat-history.repository.ts";
import { chatHistory } from "../../chat-completions/chat-history.schema.ts";
import { type ChatHistoryRow, insertChatHistory } from "../../chat-completions/chat-history-insert.ts";
import { type DepartmentPolicy, loadDepartmentPolicy } from "../../chat-completions/department-policy.ts";
import { type CatalogueModel, ModelCatalogue } from "../../chat-completions/model-catalogue.ts";
import { modelRefusal } from "../../chat-completions/policy-refusals.ts";
import type { Database } from "../../database/database.ts";
import { departments } from "../organization.schema.ts";
import { DEMO_DEPARTMENT_PROMPTS } from "./demo-department-prompts.ts";

const REQUESTS = 150;
/** The report's charts show the last 30 days (today included): the requests fall inside them. */
const DAYS = 30;

/** Ends of a request the gateway refuses before any model serves it. */
const REFUSED = new Set([400, 403, 429]);

/** A seeded department user's key, with what the gateway holds its requests to. */
interface Sender {
  readonly caller: Caller;
  readonly policy: DepartmentPolicy;
  /** The models the department may use, served within its data-residency regions. */
  readonly served: readonly CatalogueModel[];
  /** Models of the catalogue the department is not given (what a refused request asked for). */
  readonly refused: readonly CatalogueModel[];
}

type Outcome = (typeof DEMO_OUTCOMES)[number];

/**
 * About 150 requests the organization's department users sent with their seeded keys over the last 30 days, for
 * its report and charts: the models each department may use, costs from their prices, the renewable share of
 * their grid node, prompts after the department's PII handling, some refused or failed. Recorded as the
 * chat-completion route records them; the same on every first start. Written once: an organization that already
 * has department requests is left as it is.
 */
export async function seedDemoDepartmentRequests(
  db: Database,
  clock: Clock,
  organizationId: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: chatHistory.id })
    .from(chatHistory)
    .where(eq(chatHistory.organizationId, organizationId))
    .limit(1);
  if (existing) return;
  const senders = await sendersOf(db, organizationId);
  if (senders.length === 0) return;
  const random = seededRandom(20_250_601);
  const now = clock.now();
  const start = seriesStart(now, DAYS).getTime();
  const rows = Array.from({ length: REQUESTS }, (_, index) => {
    const sender = pickFrom(senders, random);
    const at = start + Math.floor(random() * (now - start));
    return departmentRequest(sender, pickWeighted(DEMO_OUTCOMES, random), random, at, index);
  });
  await insertChatHistory(db, rows);
}

/** The organization's seeded department keys that have a model to send to, in a fixed order. */
async function sendersOf(db: Database, organizationId: string): Promise<Sender[]> {
  const catalogue = await new ModelCatalogue(db).all();
  const favoured = catalogue.filter((model) => DEMO_MODELS.includes(model.systemName));
  const keys = (await departmentKeysWhere(db, eq(departments.organizationId, organizationId)))
    .filter(({ key, user, department }) => key.id === demoDepartmentKeyId(department.departmentId, user.id))
    .sort((one, other) => one.key.id.localeCompare(other.key.id));
  const policies = new Map<string, DepartmentPolicy | null>();
  const senders: Sender[] = [];
  for (const { user, key, department } of keys) {
    if (!policies.has(department.departmentId))
      policies.set(department.departmentId, await loadDepartmentPolicy(db, department.departmentId));
    const policy = policies.get(department.departmentId);
    if (!policy) continue;
    const allowed = (model: CatalogueModel) => policy.allowedModels?.has(model.systemName) ?? true;
    const served = (policy.allowedModels ? catalogue : favoured).filter(
      (model) => allowed(model) && withinRegions(model, policy),
    );
    if (served.length === 0) continue;
    senders.push({
      caller: { user, apikey: key.maskedValue, apiKeyId: key.id, department },
      policy,
      served,
      refused: favoured.filter((model) => !allowed(model)),
    });
  }
  return senders;
}

/** Whether the model's grid node is in the department's data-residency regions (always, without a rule). */
function withinRegions(model: CatalogueModel, policy: DepartmentPolicy): boolean {
  if (!policy.regions) return true;
  return model.grid !== null && policy.regions.includes(model.grid.region.toUpperCase());
}

function departmentRequest(
  sender: Sender,
  outcome: Outcome,
  random: () => number,
  at: number,
  index: number,
): ChatHistoryRow {
  const [typed, answer] = pickFrom(
    DEMO_DEPARTMENT_PROMPTS[sender.policy.departmentId] ?? DEMO_PROMPTS,
    random,
  );
  const redactor = new PiiRedactor(sender.policy.piiHandling, sender.policy.piiEntities);
  const query = redactor.redact(typed);
  // The department's 403 is its refusal of a model it is not given, in the gateway's words.
  const notGiven =
    outcome.status === 403 && sender.refused.length > 0 ? pickFrom(sender.refused, random) : null;
  const model = notGiven ?? pickFrom(sender.served, random);
  const served = REFUSED.has(outcome.status) ? null : model;
  const succeeded = outcome.status < 400;
  const tokensIn = 150 + Math.floor(random() * 1800);
  const tokensOut = 80 + Math.floor(random() * 900);
  const firstToken = model.timeToFirstTokenMs * (0.7 + random() * 0.8);
  const rate = model.tokensPerSecondOut * (0.7 + random() * 0.5);
  return chatHistoryRowOf({
    id: `req_dept_${index.toString().padStart(4, "0")}_${at.toString(36)}`,
    createdAt: new Date(at).toISOString(),
    caller: sender.caller,
    model: model.systemName,
    query,
    isStream: random() < 0.5,
    requestContent: JSON.stringify([{ role: "user", content: query }]),
    served,
    vendor: served?.providerName ?? GATEWAY_VENDOR,
    providerModel: served?.nameInProvider ?? null,
    strategy: null,
    routingReason: served ? "requested model" : null,
    timeToFirstTokenMs: succeeded ? firstToken : null,
    durationMs: succeeded ? firstToken + (tokensOut / rate) * 1000 : 40 + random() * 900,
    // Refused and failed requests were not answered: nothing was billed for them.
    usage: succeeded
      ? { prompt_tokens: tokensIn, completion_tokens: tokensOut, total_tokens: tokensIn + tokensOut }
      : null,
    usageEstimated: false,
    responseContent: succeeded ? answer : null,
    statusCode: outcome.status,
    error: notGiven ? modelRefusal(notGiven.systemName, sender.policy) : outcome.error,
    piiRedactions: redactor.redactionCounts,
  });
}
