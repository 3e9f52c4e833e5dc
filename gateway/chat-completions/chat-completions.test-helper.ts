import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import type { DataResidency } from "../../core/organization/data-residency.ts";
import { OrganizationModelType } from "../../core/organization/organization-model.entity.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { keptOfSecret } from "../api-keys/api-key-value.ts";
import { userApiKeys } from "../api-keys/api-keys.schema.ts";
import { gridNodes, providerModels, providers } from "../available-models/available-models.schema.ts";
import { ModelKind } from "../available-models/model-kind.ts";
import {
  SIMULATED_PROVIDER_ID,
  SIMULATED_PROVIDER_NAME,
} from "../available-models/simulated-provider-name.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import {
  departmentModels,
  departments,
  departmentUserApiKeys,
  departmentUsers,
  organizationModels,
  organizations,
} from "../organization/organization.schema.ts";
import type { TestGateway } from "../testing/test-gateway.ts";
import { chatHistory } from "./chat-history.schema.ts";
import { chatHistoryBodies } from "./chat-history-bodies.schema.ts";
import { insertChatHistoryDrafts } from "./chat-history-insert.ts";
import { BODIES_OF_REQUEST, LOGGED_REQUEST_COLUMNS } from "./logged-request-columns.ts";

export interface TestModel {
  readonly systemName: string;
  readonly provider?: string;
  /** USD per million tokens in and out. */
  readonly prices?: readonly [number, number];
  /** USD per million prompt tokens read from the provider's cache; none published when absent. */
  readonly cachedPrice?: number;
  readonly timeToFirstTokenMs?: number;
  readonly tokensPerSecondOut?: number;
  readonly energyWhPerThousandTokens?: number;
  readonly grid?: { readonly region: string; readonly lmp: number; readonly renewablePercentage: number };
  /** An embedding model with its vector length; a chat model when absent. */
  readonly embeddingDimensions?: number;
  /** A chat model can do everything a chat request may ask unless said otherwise. */
  readonly capabilities?: readonly ModelCapability[];
}

const EVERY_CHAT_CAPABILITY = [
  ModelCapability.CHAT,
  ModelCapability.TOOLS,
  ModelCapability.VISION,
  ModelCapability.STRUCTURED_OUTPUT,
];

/** Seeds providers, grid nodes and models; quick by default so the simulated provider answers in milliseconds. */
export async function seedModels(db: Database, models: readonly TestModel[]): Promise<void> {
  for (const model of models) {
    const provider = model.provider ?? "OpenAI";
    const providerId =
      provider === SIMULATED_PROVIDER_NAME
        ? SIMULATED_PROVIDER_ID
        : `prov-${provider.toLowerCase().replace(/\W+/g, "-")}`;
    await db
      .insert(providers)
      .values({ id: providerId, name: provider, baseUrl: "https://api.example.test/v1" })
      .onConflictDoNothing();
    const gridNodeId = model.grid ? `node-${model.systemName}` : null;
    if (model.grid && gridNodeId)
      await db
        .insert(gridNodes)
        .values({ id: gridNodeId, name: `Node of ${model.systemName}`, location: "Test", ...model.grid });
    await db.insert(providerModels).values({
      id: `model-${model.systemName}`,
      providerId,
      nameInProvider: model.systemName,
      systemName: model.systemName,
      tokenInPricePerMillionTokens: model.prices?.[0] ?? 0.15,
      tokenOutPricePerMillionTokens: model.prices?.[1] ?? 0.6,
      tokenCachedInPricePerMillionTokens: model.cachedPrice ?? null,
      timeToFirstTokenMs: model.timeToFirstTokenMs ?? 5,
      tokensPerSecondOut: model.tokensPerSecondOut ?? 5000,
      energyWhPerThousandTokens: model.energyWhPerThousandTokens ?? 0.3,
      gridNodeId,
      capabilities: [
        ...(model.capabilities ??
          (model.embeddingDimensions ? [ModelCapability.EMBEDDINGS] : EVERY_CHAT_CAPABILITY)),
      ],
      ...(model.embeddingDimensions
        ? {
            kind: ModelKind.EMBEDDING,
            embeddingDimensions: model.embeddingDimensions,
            embeddingDimensionsReducible: true,
          }
        : {}),
    });
  }
}

export async function seedUserKey(
  db: Database,
  user: UserRow,
  value = `mk-${randomUUID()}`,
): Promise<string> {
  return (await seedPersonalKey(db, user, {}, value)).secret;
}

/** A personal key of `user` with these settings (a name, limits, a revocation…), kept as the gateway keeps keys. */
export async function seedPersonalKey(
  db: Database,
  user: UserRow,
  columns: Partial<typeof userApiKeys.$inferInsert> = {},
  secret = `mk-${randomUUID()}`,
): Promise<{ id: string; secret: string }> {
  const id = `key-${randomUUID()}`;
  await db
    .insert(userApiKeys)
    .values({ id, userId: user.id, name: "Test key", ...keptOfSecret(secret), ...columns });
  return { id, secret };
}

export interface DepartmentSetup {
  /** The department key's settings (a budget, limits…). */
  readonly key?: Partial<typeof departmentUserApiKeys.$inferInsert>;
  readonly piiHandling?: PiiHandling;
  readonly piiEntities?: string[];
  readonly dataResidency?: DataResidency;
  readonly customRegions?: string[];
  readonly monthlyBudgetInDollar?: number;
  /** Catalogue models assigned to the department (its allowed models). */
  readonly allowedModels?: readonly string[];
}

export interface DepartmentKey {
  readonly key: string;
  readonly organizationId: string;
  readonly departmentId: string;
  readonly departmentUserId: string;
  readonly apiKeyId: string;
}

/** An organization owned by `user`, one department with these settings, `user` its member, and a key of theirs. */
export async function seedDepartmentKey(
  db: Database,
  user: UserRow,
  setup: DepartmentSetup = {},
): Promise<DepartmentKey> {
  const id = randomUUID().slice(0, 8);
  const organizationId = `org-${id}`;
  const departmentId = `dep-${id}`;
  const departmentUserId = `du-${id}`;
  const apiKeyId = `dkey-${id}`;
  const key = `mk-dep-${randomUUID()}`;
  await db
    .insert(organizations)
    .values({ id: organizationId, name: "Org", email: user.email, phone: "+1 5550100", ownerId: user.id });
  await db.insert(departments).values({
    id: departmentId,
    organizationId,
    name: `Research ${id}`,
    piiHandling: setup.piiHandling ?? PiiHandling.NONE,
    piiEntities: setup.piiEntities ?? [],
    dataResidency: setup.dataResidency ?? null,
    customRegions: setup.customRegions ?? [],
    monthlyBudgetInDollar: setup.monthlyBudgetInDollar ?? null,
  });
  await db
    .insert(departmentUsers)
    .values({ id: departmentUserId, departmentId, userId: user.id, role: DepartmentRole.MEMBER });
  await db
    .insert(departmentUserApiKeys)
    .values({ id: apiKeyId, departmentUserId, name: "Research key", ...keptOfSecret(key), ...setup.key });
  for (const systemName of setup.allowedModels ?? []) {
    const organizationModelId = `om-${id}-${systemName}`;
    await db.insert(organizationModels).values({
      id: organizationModelId,
      organizationId,
      internalId: `model-${systemName}`,
      name: systemName,
      type: OrganizationModelType.AVAILABLE,
      provider: "OpenAI",
    });
    await db.insert(departmentModels).values({ departmentId, organizationModelId });
  }
  return { key, organizationId, departmentId, departmentUserId, apiKeyId };
}

/** Someone newly signed in, the member of a department of their own with these settings, and their key. */
export async function signInDepartmentMember(gateway: TestGateway, setup: DepartmentSetup) {
  const person = await gateway.signIn();
  return { person, ...(await seedDepartmentKey(gateway.db, person.user, setup)) };
}

/** POST /chat/completions with a bearer (an API key or an ID token). */
export function askChat(apiUrl: string, bearer: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${apiUrl}/chat/completions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export const question = (model: string, content = "What is a watt?", extra: object = {}) => ({
  model,
  messages: [
    { role: "system", content: "Be brief." },
    { role: "user", content },
  ],
  temperature: 0.7,
  top_p: 0.9,
  max_tokens: 1024,
  frequency_penalty: 1.1,
  stream: false,
  ...extra,
});

/** The rows recorded for a user, once at least `count` are there (recording happens after the answer). */
export async function recordedRows(db: Database, userId: string, count = 1) {
  for (let waited = 0; ; waited += 20) {
    const rows = await db
      .select(LOGGED_REQUEST_COLUMNS)
      .from(chatHistory)
      .leftJoin(chatHistoryBodies, BODIES_OF_REQUEST)
      .where(eq(chatHistory.userId, userId))
      .orderBy(chatHistory.createdAt);
    if (rows.length >= count || waited > 3000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Records one answered request of the department costing `totalCost` USD at `createdAt`, as spend to count. */
export async function recordDepartmentSpend(
  db: Database,
  spend: {
    readonly userId: string;
    readonly organizationId?: string;
    readonly departmentId: string;
    readonly totalCost: number;
    readonly createdAt: string;
  },
): Promise<void> {
  await insertChatHistoryDrafts(db, [
    {
      id: `req-${randomUUID()}`,
      vendor: "MockAI",
      model: "gpt-4o",
      statusCode: 200,
      ...spend,
    },
  ]);
}
