import { afterEach, describe, expect, it } from "vitest";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { fixedTokens, testClient } from "./gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, type SeenRequest, startScriptedServer } from "./scripted-server.test-helper.ts";

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(answer: (request: SeenRequest, index: number) => ScriptedAnswer) {
  server = await startScriptedServer(answer);
  return { ...testClient(`${server.origin}/v1/api`), requests: server.requests };
}

async function failureOf(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => {
      throw new Error("the call was expected to fail");
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe("a call to the gateway", () => {
  it("goes to the API base with a fresh bearer token and JSON, and resolves with the body", async () => {
    const { client, requests } = await serve(() => ({ status: 200, body: [{ id: "k1" }] }));

    const body = await client.post("/users/apikeys", { body: { name: "ci" }, query: { verbose: true } });

    expect(body).toEqual([{ id: "k1" }]);
    expect(requests[0]).toMatchObject({ method: "POST", url: "/v1/api/users/apikeys?verbose=true" });
    expect(requests[0]?.headers.authorization).toBe("Bearer test-token");
    expect(requests[0]?.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ name: "ci" });
  });

  it("resolves with nothing when the answer has no body", async () => {
    const { client } = await serve(() => ({ status: 204, body: "" }));

    expect(await client.delete("/organization/o1/models/m1")).toBe("");
  });

  it("repeats a list in the query and leaves out empty values", async () => {
    const { client, requests } = await serve(() => ({ status: 200, body: {} }));

    await client.get("/organization/o1/requests", {
      query: { departmentIds: ["d1", "d2"], userId: undefined, page: 2 },
    });

    expect(requests[0]?.url).toBe(
      "/v1/api/organization/o1/requests?departmentIds=d1&departmentIds=d2&page=2",
    );
  });

  it("sends no Authorization to public endpoints and the API key when the call is made with one", async () => {
    const { client, requests } = await serve(() => ({ status: 200, body: [] }));

    await client.get("/tiers", { auth: "public" });
    await client.post("/chat/completions", { auth: { apiKey: "sk-key" }, headers: { sessionId: "s1" } });

    expect(requests[0]?.headers.authorization).toBeUndefined();
    expect(requests[1]?.headers.authorization).toBe("Bearer sk-key");
    expect(requests[1]?.headers.sessionid).toBe("s1");
  });

  it("sends the signed-in user's token on a call anyone may make, and none when nobody is signed in", async () => {
    server = await startScriptedServer(() => ({ status: 201, body: { id: "f1" } }));
    const signedIn = testClient(server.origin).client;
    const visitor = testClient(server.origin, { tokens: fixedTokens(null) }).client;

    await signedIn.post("/feedback", { auth: "optional-session" });
    await visitor.post("/feedback", { auth: "optional-session" });

    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      "Bearer test-token",
      undefined,
    ]);
  });

  it("sends a FormData body as multipart, not as JSON", async () => {
    const { client, requests } = await serve(() => ({ status: 201, body: {} }));
    const form = new FormData();
    form.append("name", "policy");

    await client.post("/organization/o1/departments/d1/files", { body: form });

    expect(requests[0]?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toContain('name="name"');
  });

  it("is never sent when nobody is signed in, and says 'Token is null' without showing a page", async () => {
    server = await startScriptedServer(() => ({ status: 200 }));
    const { client, pages } = testClient(server.origin, { tokens: fixedTokens(null) });

    const error = await failureOf(client.get("/tiers/current"));

    expect(error.message).toBe("Token is null");
    expect(error.missingToken).toBe(true);
    expect(server.requests).toHaveLength(0);
    expect(pages).toEqual([]);
  });
});

describe("a failed call", () => {
  it.each([
    [401, RouteName.ACCESS_DENIED],
    [403, RouteName.ACCESS_DENIED],
    [404, RouteName.NOT_FOUND],
    [500, RouteName.SERVER_ERROR],
    [502, RouteName.SERVER_ERROR],
  ])("answered %i shows the %s page and rejects with the server's errMsgs", async (status, page) => {
    const { client, pages } = await serve(() => ({ status, body: { errMsgs: ["Something is off"] } }));

    const error = await failureOf(client.delete("/users/apikeys/k1"));

    expect(pages).toEqual([page]);
    expect(error).toMatchObject({ status, shownAs: page, serverMessages: ["Something is off"] });
    expect(error.message).toBe("Something is off");
  });

  it("answered with a status no page stands for is left to the caller", async () => {
    const { client, pages } = await serve(() => ({
      status: 400,
      body: { errMsgs: ["Name is required", "Bad email"] },
    }));

    const error = await failureOf(client.post("/organization/o1/users"));

    expect(pages).toEqual([]);
    expect(error).toMatchObject({
      status: 400,
      shownAs: null,
      serverMessages: ["Name is required", "Bad email"],
    });
  });

  it("shows no page when the caller handles its own errors", async () => {
    const { client, pages } = await serve(() => ({ status: 500, body: { message: "Stripe is down" } }));

    const error = await failureOf(client.post("/tiers/subscribe/t1", { handlesOwnErrors: true }));

    expect(pages).toEqual([]);
    expect(error).toMatchObject({ status: 500, shownAs: null, message: "Stripe is down" });
  });

  it("answered 200 with a body that is no JSON shows the contact-support page", async () => {
    const { client, pages } = await serve(() => ({
      status: 200,
      body: "<html><p>Sign in to the Wi-Fi</p></html>",
    }));

    const error = await failureOf(client.get("/users/apikeys"));

    expect(pages).toEqual([RouteName.CONTACT_SUPPORT]);
    expect(error).toMatchObject({ status: null, shownAs: RouteName.CONTACT_SUPPORT, serverMessages: [] });
    expect(error.failure.kind).toBe("other");
  });

  it("answered 502 with a proxy's HTML page still shows the server-error page", async () => {
    const { client, pages } = await serve(() => ({
      status: 502,
      body: "<html><h1>502 Bad Gateway</h1></html>",
    }));

    const error = await failureOf(client.get("/users/apikeys"));

    expect(pages).toEqual([RouteName.SERVER_ERROR]);
    expect(error).toMatchObject({ status: 502, serverMessages: [] });
  });

  it("that got no answer at all shows the CORS policy page", async () => {
    const closed = await startScriptedServer(() => ({ status: 200 }));
    await closed.close();
    const { client, pages } = testClient(closed.origin);

    const error = await failureOf(client.get("/tiers/current"));

    expect(pages).toEqual([RouteName.CORS_POLICY]);
    expect(error.failure.kind).toBe("network");
  });
});

describe("a GET answered 429", () => {
  it("is tried again after the seconds Retry-After asks for", async () => {
    const { client, waits, pages } = await serve((_, index) =>
      index === 0 ? { status: 429, headers: { "Retry-After": "2" } } : { status: 200, body: ["ok"] },
    );

    await expect(client.get("/providers/models")).resolves.toEqual(["ok"]);
    expect(waits).toEqual([2000]);
    expect(pages).toEqual([]);
  });

  it("is tried again at the HTTP date Retry-After names", async () => {
    const now = Date.parse("2025-03-01T12:00:00Z");
    server = await startScriptedServer((_, index) =>
      index === 0
        ? { status: 429, headers: { "Retry-After": "Sat, 01 Mar 2025 12:00:03 GMT" } }
        : { status: 200, body: [] },
    );
    const { client, waits } = testClient(server.origin, { now: () => now });

    await client.get("/tiers/invoices");

    expect(waits).toEqual([3000]);
  });

  it("backs off by itself when the server gives no Retry-After, and stops after three tries", async () => {
    const { client, waits, pages, requests } = await serve(() => ({
      status: 429,
      body: { errMsgs: "Slow down" },
    }));

    const error = await failureOf(client.get("/chat/history"));

    expect(requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(pages).toEqual([RouteName.MANY_REQUEST]);
    expect(error).toMatchObject({ status: 429, serverMessages: ["Slow down"] });
  });

  it("is not tried again when Retry-After asks for longer than the 10 second cap", async () => {
    const { client, waits, pages, requests } = await serve(() => ({
      status: 429,
      headers: { "Retry-After": "60" },
    }));

    await failureOf(client.get("/tiers"));

    expect(requests).toHaveLength(1);
    expect(waits).toEqual([]);
    expect(pages).toEqual([RouteName.MANY_REQUEST]);
  });

  it.each(["post", "put", "delete"] as const)("is never retried when it is a %s", async (method) => {
    const { client, requests, pages } = await serve(() => ({ status: 429, headers: { "Retry-After": "1" } }));

    await failureOf(client[method]("/users/apikeys"));

    expect(requests).toHaveLength(1);
    expect(pages).toEqual([RouteName.MANY_REQUEST]);
  });
});

describe("a streamed call", () => {
  it("hands back the body as it arrives and the response's headers, sent with the same headers", async () => {
    const { client, requests } = await serve(() => ({
      status: 200,
      headers: { "Content-Type": "text/event-stream", "x-gateway-model": "gpt-4o-mini" },
      body: "data: one\n\ndata: two\n\n",
    }));

    const stream = await client.postStream("/chat/completions", { body: { stream: true } });

    expect(stream.header("x-gateway-model")).toBe("gpt-4o-mini");
    expect(stream.header("x-gateway-routing-reason")).toBeNull();
    expect(await new Response(stream.body).text()).toBe("data: one\n\ndata: two\n\n");
    expect(requests[0]?.headers).toMatchObject({
      authorization: "Bearer test-token",
      accept: "text/event-stream",
      "content-type": "application/json",
    });
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ stream: true });
  });

  it("fails like any other call, showing the page its status stands for", async () => {
    const { client, pages } = await serve(() => ({ status: 401, body: { errMsgs: "Invalid API key" } }));

    const error = await failureOf(client.postStream("/chat/completions", { auth: { apiKey: "bad" } }));

    expect(pages).toEqual([RouteName.ACCESS_DENIED]);
    expect(error).toMatchObject({ status: 401, serverMessages: ["Invalid API key"] });
  });

  it("that got no answer shows the CORS policy page", async () => {
    const closed = await startScriptedServer(() => ({ status: 200 }));
    await closed.close();
    const { client, pages } = testClient(closed.origin);

    await failureOf(client.postStream("/chat/completions"));

    expect(pages).toEqual([RouteName.CORS_POLICY]);
  });
});

describe("a file downloaded", () => {
  it("hands back the body as a file of its type, asked for with the query and the bearer token", async () => {
    const { client, requests } = await serve(() => ({
      status: 200,
      headers: { "Content-Type": "text/csv; charset=utf-8" },
      body: "requestId,model\r\nreq_1,gpt-4o-mini\r\n",
    }));

    const file = await client.getFile("/chat/history/export", {
      query: { model: "gpt-4o-mini", vendor: undefined },
    });

    expect(await file.text()).toBe("requestId,model\r\nreq_1,gpt-4o-mini\r\n");
    expect(file.type).toMatch(/^text\/csv/);
    expect(requests[0]).toMatchObject({
      method: "GET",
      url: "/v1/api/chat/history/export?model=gpt-4o-mini",
    });
    expect(requests[0]?.headers.authorization).toBe("Bearer test-token");
  });

  it("fails like any other call, with the server's messages", async () => {
    const { client, pages } = await serve(() => ({
      status: 400,
      body: { errMsgs: ["startDate must be a date"] },
    }));

    const error = await failureOf(client.getFile("/chat/history/export"));

    expect(pages).toEqual([]);
    expect(error).toMatchObject({ status: 400, serverMessages: ["startDate must be a date"] });
  });
});
