import { createServer as createHttpServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditEntries } from "../audit/audit.schema.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { complianceFiles } from "../organization/department-resources/compliance-files.schema.ts";
import { departmentModels } from "../organization/organization.schema.ts";
import { callsTo } from "../organization/testing/organization-calls.test-helper.ts";
import {
  SEEDED,
  type SeededPeople,
  seedOrganizationFor,
  signInPeople,
} from "../organization/testing/seeded-organization.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import {
  type PolicyDocumentsServer,
  startPolicyDocumentsServer,
} from "./policy-documents-server.test-helper.ts";
import { serverPolicyFiles } from "./server-policy-files.ts";

const ERASED = "Conversations are erased after thirty days.";
const ROTATED = "Passwords are rotated every year.";
const RETENTION_MARKDOWN = `# Retention\n\n${ERASED}`;

/**
 * Vectors designed for the test: texts about how long data lives point one way, texts about passwords another,
 * anything else a third. The query "data lifetime" shares no word with ERASED, yet points almost its way.
 */
function designedVector(text: string): number[] {
  if (/erased|lifetime/i.test(text)) return text.includes("lifetime") ? [0.9, 0.1, 0] : [1, 0, 0];
  if (/password/i.test(text)) return [0, 1, 0];
  return [0, 0, 1];
}

let upstream: HttpServer;
let gateway: TestGateway;
let people: SeededPeople;
let documents: PolicyDocumentsServer;

beforeAll(async () => {
  upstream = createHttpServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const input = (JSON.parse(body) as { input: string | string[] }).input;
      const texts = Array.isArray(input) ? input : [input];
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          object: "list",
          model: "text-embedding-3-small",
          data: texts.map((text, index) => ({ object: "embedding", index, embedding: designedVector(text) })),
          usage: { prompt_tokens: 10 * texts.length, total_tokens: 10 * texts.length },
        }),
      );
    });
  });
  await new Promise<void>((done) => upstream.listen(0, "127.0.0.1", done));
  const baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  gateway = await startTestGateway({
    upstreams: [{ name: "Designed vectors", baseUrl, apiKey: null, models: ["text-embedding-3-small"] }],
  });
  people = await signInPeople(gateway);
  documents = await startPolicyDocumentsServer((path, response) => {
    if (path === "/retention.md")
      response.writeHead(200, { "content-type": "text/markdown" }).end(RETENTION_MARKDOWN);
    else response.writeHead(302, { location: "https://10.1.2.3/retention.md" }).end();
  });
});

afterAll(async () => {
  await gateway?.close();
  upstream?.close();
  await documents?.close();
});

beforeEach(async () => {
  await seedOrganizationFor(gateway, people);
  // A department limited to no models: the organization's embedding model may embed its documents.
  await gateway.db.delete(departmentModels).where(eq(departmentModels.departmentId, SEEDED.departmentId));
});

const FILES = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}/files`;
const SETTINGS = `/organization/${SEEDED.organizationId}/settings`;
const call = (...args: Parameters<ReturnType<typeof callsTo>>) => callsTo(gateway)(...args);

async function uploaded(name: string, text: string, person: SignedInPerson = people.departmentAdmin) {
  const form = new FormData();
  form.append("name", name);
  form.append("file", new Blob([text]), `${name}.md`);
  const response = await fetch(`${gateway.apiUrl}${FILES}`, {
    method: "POST",
    headers: person.headers,
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function read(fileId: string) {
  await serverPolicyFiles(gateway.app, gateway.deps).indexer.idle();
  const [file] = await gateway.db.select().from(complianceFiles).where(eq(complianceFiles.id, fileId));
  return file;
}

/** The embeddings requests logged for the department, once there are `count` (the log is written after each answer). */
async function embeddingsLogged(count: number) {
  for (let waited = 0; ; waited += 20) {
    const rows = await gateway.db
      .select({ userId: chatHistory.userId, cost: chatHistory.totalCost })
      .from(chatHistory)
      .where(and(eq(chatHistory.endpoint, "embeddings"), eq(chatHistory.departmentId, SEEDED.departmentId)));
    if (rows.length >= count || waited > 3000) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const search = (q: string, person: SignedInPerson = people.member) =>
  call(person, "GET", `${FILES}/search?q=${encodeURIComponent(q)}`);

describe("searching a department's policy documents", () => {
  it("finds by meaning a passage sharing no word with the query, each embedding logged and costed to the department", async () => {
    const erased = await uploaded("Retention", ERASED);
    const rotated = await uploaded("Passwords", ROTATED);
    expect(await read(erased.id)).toMatchObject({ status: "INDEXED", chunks: 1, embeddings: 1 });
    expect(await read(rotated.id)).toMatchObject({
      status: "INDEXED",
      embeddingModel: "text-embedding-3-small",
    });
    const found = await search("data lifetime");
    expect(found.status).toBe(200);
    expect(found.body.by).toBe("meaning");
    expect(
      found.body.passages.map(({ fileName, chunk, text }: Record<string, unknown>) => [
        fileName,
        chunk,
        text,
      ]),
    ).toEqual([
      ["Retention", 1, ERASED],
      ["Passwords", 1, ROTATED],
    ]);
    expect(found.body.passages[0].score).toBeCloseTo(0.9939, 4);
    const logged = await embeddingsLogged(3);
    expect(logged.map(({ userId }) => userId).sort()).toEqual(
      [people.departmentAdmin.uid, people.departmentAdmin.uid, people.member.uid].sort(),
    );
    expect(logged.every(({ cost }) => cost > 0)).toBe(true);
  });

  it("finds by words when the organization has no embedding model, and says so", async () => {
    expect((await call(people.owner, "PUT", SETTINGS, { embeddingModel: null })).status).toBe(200);
    const file = await uploaded("Retention", ERASED);
    expect(await read(file.id)).toMatchObject({
      status: "INDEXED",
      chunks: 1,
      embeddings: 0,
      embeddingModel: null,
    });
    expect((await search("data lifetime")).body).toEqual({ by: "words", passages: [] });
    expect((await search("THIRTY days")).body).toEqual({
      by: "words",
      passages: [{ fileId: file.id, fileName: "Retention", chunk: 1, text: ERASED, score: 1 }],
    });
  });

  it("refuses an empty query, someone of no organization and someone of another department", async () => {
    expect(await search("  ")).toMatchObject({
      status: 400,
      body: { errMsgs: ["q must be the words to search for"] },
    });
    expect((await search("days", people.newcomer)).status).toBe(403);
    expect((await search("days", people.otherDepartmentAdmin)).status).toBe(403);
  });
});

describe("a policy document from an https URL", () => {
  it("is fetched through the address policy, read and found", async () => {
    const url = `${documents.origin}/retention.md`;
    const added = await call(people.departmentAdmin, "POST", `${FILES}/url`, {
      name: "Vendor retention",
      url,
    });
    expect(added).toMatchObject({
      status: 201,
      body: { filePath: url, status: "PENDING", sizeBytes: RETENTION_MARKDOWN.length },
    });
    expect(await read(added.body.id)).toMatchObject({ status: "INDEXED", chunks: 1 });
    expect((await search("erased")).body.passages[0]).toMatchObject({ fileName: "Vendorretention" });
  });

  it("is refused when it redirects to a private address, and nothing is stored", async () => {
    const url = `${documents.origin}/moved.md`;
    expect(await call(people.departmentAdmin, "POST", `${FILES}/url`, { name: "Moved", url })).toMatchObject({
      status: 400,
      body: { errMsgs: ["The host 10.1.2.3 is a private address, which the gateway does not call."] },
    });
    expect(await gateway.db.select().from(complianceFiles).where(eq(complianceFiles.name, "Moved"))).toEqual(
      [],
    );
  });
});

describe("the organization's settings", () => {
  it("start with text-embedding-3-small among the catalogue's embedding models", async () => {
    const settings = await call(people.member, "GET", SETTINGS);
    expect(settings.status).toBe(200);
    expect(settings.body.embeddingModel).toBe("text-embedding-3-small");
    expect(settings.body.embeddingModels).toContain("text-embedding-3-small");
    expect(settings.body.embeddingModels).not.toContain("gpt-4o");
  });

  it("are changed by the owner and super admins only, to an embedding model of the catalogue, and audited", async () => {
    const choose = (person: SignedInPerson, embeddingModel: unknown) =>
      call(person, "PUT", SETTINGS, { embeddingModel });
    expect((await choose(people.departmentAdmin, "text-embedding-3-large")).status).toBe(403);
    const refused = await choose(people.superAdmin, "gpt-4o");
    expect(refused.status).toBe(400);
    expect(refused.body.errMsgs[0]).toMatch(
      /^embeddingModel must be one of the catalogue's embedding models \(.*text-embedding-3-large.*\) or null, not gpt-4o$/,
    );
    expect(await choose(people.superAdmin, "text-embedding-3-large")).toMatchObject({
      status: 200,
      body: { embeddingModel: "text-embedding-3-large" },
    });
    const entries = await gateway.db
      .select({
        kind: auditEntries.kind,
        before: auditEntries.before,
        after: auditEntries.after,
        role: auditEntries.actorRole,
      })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.organizationId, SEEDED.organizationId),
          eq(auditEntries.kind, "ORGANIZATION_SETTINGS_CHANGED"),
        ),
      );
    expect(entries).toEqual([
      {
        kind: "ORGANIZATION_SETTINGS_CHANGED",
        before: '{"embeddingModel":"text-embedding-3-small"}',
        after: '{"embeddingModel":"text-embedding-3-large"}',
        role: "SUPER_ADMIN",
      },
    ]);
  });
});
