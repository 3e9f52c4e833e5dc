import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { HttpMethod, OpenApiDocument } from "../../core/api-document/openapi-document.ts";
import { documentPathOf } from "../api-document/undocumented-operations.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED, seedOrganizationFor } from "../organization/testing/seeded-organization.test-helper.ts";
import { badAuthorizations } from "../testing/bad-credentials.ts";
import { type DatabaseSnapshot, databaseSnapshot } from "../testing/database-snapshot.ts";
import type { SignedInPerson } from "../testing/test-gateway.ts";
import { API_PREFIX } from "./build-server.ts";
import {
  type DocumentedRoute,
  type FuzzedRequest,
  fuzzedRequests,
  oversizedAndOddBodies,
} from "./fuzzed-requests.test-helper.ts";

const RUNS_PER_ROUTE = 20;
/**
 * On this process's CPU time (the gateway, its PGlite and the fuzzing all run in it), so a machine busy with other
 * suites does not fail it; the wall time is printed beside it.
 */
const CPU_BUDGET_MS = 60_000;
/** Each test's own limit, far above: a slow run fails on the budget with its figures printed. */
const TEST_TIMEOUT_MS = 4 * CPU_BUDGET_MS;
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

const suite = seededOrganizationSuite("once");
let routes: DocumentedRoute[] = [];
/** Someone of no organization, for the routes outside it: the fuzz must not cancel the owner's subscription. */
let stranger: SignedInPerson;
let snapshot: DatabaseSnapshot;
const started = performance.now();
const cpuAtStart = process.cpuUsage();
const sentTo = new Map<string, number>();
const statuses = new Map<number, number>();
let snapshotMs = 0;
/** What the running test found wrong; each test starts it empty and expects it empty at its end. */
let problems: string[] = [];

beforeAll(async () => {
  const document = (await (await fetch(`${suite.gateway.apiUrl}/openapi.json`)).json()) as OpenApiDocument;
  routes = suite.gateway.app.registeredOperations().map(({ method, url }) => {
    const path = documentPathOf(url, API_PREFIX);
    const operation = document.paths[path]?.[method.toLowerCase() as HttpMethod];
    if (!operation)
      throw new Error(`${method} ${path} is missing from the API document: it cannot be fuzzed`);
    return { name: `${method} ${path}`, method, path, operation };
  });
  stranger = await suite.gateway.signIn();
  snapshot = await takeSnapshot();
}, 60_000);

afterAll(() => {
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuAtStart);
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const requests = [...sentTo.values()].reduce((sum, count) => sum + count, 0);
  const seen = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.info(
    `endpoint fuzzing on ${suite.gateway.engine} (seed ${SEED}): ${routes.length} routes, ${requests} requests in ${ms} ms (${cpuMs} ms of CPU, snapshots ${Math.round(snapshotMs)} ms); statuses ${seen.join(" ")}`,
  );
  expect(cpuMs, `endpoint fuzzing exceeded its ${CPU_BUDGET_MS} ms CPU budget`).toBeLessThan(CPU_BUDGET_MS);
});

const inOrganization = (route: DocumentedRoute) => route.path.startsWith("/organization/{orgId}");
const callerOf = (route: DocumentedRoute) => (inOrganization(route) ? suite.people.owner : stranger);
/**
 * Signed-in routes; the others (the document, the catalogue, feedback) also take anonymous calls, and the
 * operator's take the operator's token, not a person's.
 */
const needsSignIn = ({ operation: { security = [] } }: DocumentedRoute) =>
  security.length > 0 && security.every((requirement) => "session" in requirement || "apiKey" in requirement);

/** Real ids reach past the lookups into validation; a DELETE gets none below the department, to keep the world. */
function knownIds(route: DocumentedRoute): Record<string, string> {
  const where = { orgId: SEEDED.organizationId, depId: SEEDED.departmentId };
  return route.method === "DELETE" ? where : { ...where, userId: suite.people.member.uid };
}

interface Sent {
  readonly route: DocumentedRoute;
  readonly request: FuzzedRequest;
  readonly authorization: string | undefined;
}

/**
 * Tables a route writes on purpose when it refuses: the request log (and its hourly rollups) keeps refused chat completions and embeddings
 * of a known caller with their status and error (SPEC §3 request log entries), a little after the answer went out.
 */
const RECORDED_REFUSALS: Readonly<Record<string, readonly string[]>> = {
  "POST /chat/completions": ["chat_history", "chat_history_hourly"],
  "POST /responses": ["chat_history", "chat_history_hourly"],
  "POST /anthropic/v1/messages": ["chat_history", "chat_history_hourly"],
  "POST /embeddings": ["chat_history", "chat_history_hourly"],
};
/** Long enough for the request log's next batch (ChatHistoryRecorder writes within 50 ms). */
const REQUEST_LOG_SETTLE_MS = 200;

/** Refused requests sent since the last snapshot: any change to the tables since then is theirs. */
let unchecked: Sent[] = [];

async function call({ route, request, authorization }: Sent): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.Authorization = authorization;
  if (request.contentType) headers["Content-Type"] = request.contentType;
  const response = await fetch(`${suite.gateway.apiUrl}${request.path}`, {
    method: route.method,
    headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  return { status: response.status, text: await response.text() };
}

const shown = ({ route, request }: Sent, status: number) =>
  `${route.method} ${request.path.slice(0, 120)} ${request.body?.slice(0, 120) ?? ""} → ${status}`;

const changedTables = (before: DatabaseSnapshot, after: DatabaseSnapshot) =>
  Object.keys(after).filter((table) => after[table] !== before[table]);

async function takeSnapshot(): Promise<DatabaseSnapshot> {
  const begun = performance.now();
  const taken = await databaseSnapshot(suite.gateway.db);
  snapshotMs += performance.now() - begun;
  return taken;
}

/**
 * Compares the tables with the last snapshot. A change after refused requests only is theirs; when an accepted
 * request came last (its writes are allowed), each refused one is sent again alone to see whether it writes.
 */
async function writesOfRefusals(acceptedLast: boolean): Promise<string[]> {
  const suspects = unchecked;
  unchecked = [];
  const recorded = new Set(suspects.flatMap(({ route }) => RECORDED_REFUSALS[route.name] ?? []));
  const settled = async () => {
    if (recorded.size > 0) await new Promise((resolve) => setTimeout(resolve, REQUEST_LOG_SETTLE_MS));
    return takeSnapshot();
  };
  const unexpected = (before: DatabaseSnapshot, after: DatabaseSnapshot) =>
    changedTables(before, after).filter((table) => !recorded.has(table));
  const before = snapshot;
  snapshot = await settled();
  const changed = unexpected(before, snapshot);
  if (changed.length === 0 || suspects.length === 0) return [];
  const writers: string[] = [];
  for (const suspect of suspects) {
    const alone = await takeSnapshot();
    const { status } = await call(suspect);
    const tables = unexpected(alone, await settled());
    if (status >= 400 && tables.length > 0)
      writers.push(`${shown(suspect, status)} wrote to ${tables.join(", ")}`);
  }
  snapshot = await takeSnapshot();
  if (writers.length === 0 && !acceptedLast)
    writers.push(
      `${suspects.length} refused ${suspects[0]?.route.name} calls wrote to ${changed.join(", ")}`,
    );
  return writers;
}

/**
 * Sends one request and judges the answer: never a 5xx; a refusal carries `errMsgs` of non-empty texts and (see
 * writesOfRefusals) leaves every table as it was.
 */
async function send(route: DocumentedRoute, request: FuzzedRequest, authorization?: string): Promise<number> {
  const sent = { route, request, authorization };
  const { status, text } = await call(sent);
  sentTo.set(route.name, (sentTo.get(route.name) ?? 0) + 1);
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (status >= 500) problems.push(`${shown(sent, status)} ${text.slice(0, 200)}`);
  else if (status < 400) problems.push(...(await writesOfRefusals(true)));
  else {
    unchecked.push(sent);
    if (!hasMessages(text)) problems.push(`${shown(sent, status)} without errMsgs: ${text.slice(0, 200)}`);
  }
  return status;
}

/** Sends as the route's caller, who must stay signed in: a 401 means the request never reached the route. */
async function sendAsCaller(route: DocumentedRoute, request: FuzzedRequest): Promise<number> {
  const status = await send(route, request, callerOf(route).headers.Authorization);
  if (status !== 401) return status;
  if (await suite.gateway.deps.identity.verify(callerOf(route).idToken)) {
    problems.push(`${route.name} signed its caller out: ${request.path.slice(0, 80)}`);
    return status;
  }
  // Another run sharing the Auth emulator emptied it: sign everyone in and seed again, then retry once.
  problems.push(...(await writesOfRefusals(false)));
  await seedOrganizationFor(suite.gateway, suite.people);
  stranger = await suite.gateway.signIn();
  snapshot = await takeSnapshot();
  return send(route, request, callerOf(route).headers.Authorization);
}

/** A refusal's words: the dashboard's errMsgs, or on Anthropic's paths, Anthropic's error message. */
function hasMessages(text: string): boolean {
  try {
    const { errMsgs, type, error } = JSON.parse(text) as {
      errMsgs?: unknown;
      type?: unknown;
      error?: { message?: unknown };
    };
    if (type === "error") return typeof error?.message === "string" && error.message.trim() !== "";
    return (
      Array.isArray(errMsgs) &&
      errMsgs.length > 0 &&
      errMsgs.every((message) => typeof message === "string" && message.trim() !== "")
    );
  } catch {
    return false;
  }
}

const pathWithKnownIds = (route: DocumentedRoute) =>
  Object.entries(knownIds(route)).reduce((path, [name, id]) => path.replace(`{${name}}`, id), route.path);

describe("every gateway endpoint, fuzzed", () => {
  beforeEach(() => {
    problems = [];
  });

  it(
    "refuses every bad token on every signed-in route with 401 and a message, writing nothing",
    async () => {
      for (const route of routes) {
        for (const [kind, authorization] of Object.entries(badAuthorizations(callerOf(route)))) {
          const status = await send(route, { path: pathWithKnownIds(route) }, authorization);
          if (needsSignIn(route) && status !== 401) problems.push(`${kind}: ${route.name} → ${status}`);
        }
        problems.push(...(await writesOfRefusals(false)));
      }
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers fuzzed paths, queries and bodies on every route with a 4xx and messages when it refuses, never a 5xx, writing nothing",
    async () => {
      for (const route of routes) {
        const requests = fc.sample(fuzzedRequests(route, knownIds(route)), {
          numRuns: RUNS_PER_ROUTE,
          seed: SEED,
        });
        for (const request of requests) await sendAsCaller(route, request);
        problems.push(...(await writesOfRefusals(false)));
      }
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "refuses a body above the limit, of another type or in broken multipart on every route taking one",
    async () => {
      for (const route of routes.filter(({ method }) => method !== "GET")) {
        const takesBody = route.operation.requestBody !== undefined;
        for (const request of oversizedAndOddBodies(pathWithKnownIds(route), takesBody)) {
          const status = await sendAsCaller(route, request);
          if (status < 400) problems.push(`${route.name} took a ${request.contentType} body → ${status}`);
        }
        problems.push(...(await writesOfRefusals(false)));
      }
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it("sent every registered route its requests, so a new route cannot go unfuzzed", () => {
    expect(routes.length).toBeGreaterThan(40);
    const unfuzzed = routes.filter((route) => (sentTo.get(route.name) ?? 0) < RUNS_PER_ROUTE);
    expect(unfuzzed.map(({ name }) => name)).toEqual([]);
  });
});
