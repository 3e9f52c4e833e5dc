// `npm start` for real: the stack script in a child process, driven over HTTP the way the dashboard drives it.
// Slow (it builds the dashboard twice): run by `npm test`'s end-to-end steps, not the unit suite.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authEmulatorAnswers } from "../tests/support/auth-emulator-process.ts";
import { portIsFree, unusedPort } from "../tests/support/loopback-ports.ts";
import { DEMO_ACCOUNT } from "./demo-account.ts";
import { signInThroughEmulator, signUpThroughEmulator } from "./emulator-sign-in.ts";
import { spawnStack } from "./stack-process.e2e-helper.ts";

const START_TIMEOUT_MS = 150_000;
const QUESTION = `What is a watt? (asked at ${new Date().toISOString()})`;
const NEWCOMER = { email: `newcomer-${Date.now()}@meridian.example`, password: "newcomer-password" };

let dataFolder: string;
let env: Record<string, string>;
let emulatorWasRunning: boolean;

beforeAll(async () => {
  dataFolder = await mkdtemp(join(tmpdir(), "local-stack-"));
  emulatorWasRunning = await authEmulatorAnswers();
  env = {
    PORT: String(await unusedPort()),
    GATEWAY_PORT: String(await unusedPort()),
    GATEWAY_DATA_DIR: join(dataFolder, "pglite"),
    GATEWAY_LOG_LEVEL: "warn",
  };
});

afterAll(() => rm(dataFolder, { recursive: true, force: true }));

async function api(apiUrl: string, path: string, idToken?: string, body?: object) {
  const response = await fetch(`${apiUrl}${path}`, {
    method: body ? "POST" : "GET",
    headers: {
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

/** The first truthy answer of `probe`, asked every 100 ms for up to 5 s; undefined if none came. */
async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = await probe();
    if (found || Date.now() > deadline) return found;
    await new Promise((done) => setTimeout(done, 100));
  }
}

describe("npm start's local stack", () => {
  it(
    "serves the dashboard and the gateway, where the demo account signs in and its playground request shows up in its logs, and Ctrl-C stops everything with exit code 0",
    async () => {
      const stack = await spawnStack(env, START_TIMEOUT_MS);
      try {
        const page = await fetch(`${stack.dashboardUrl}/playground`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        const tiers = await api(stack.apiUrl, "/tiers");
        expect(tiers.status).toBe(200);
        expect(tiers.body.length).toBeGreaterThan(0);

        const demo = await signInThroughEmulator(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
        expect(demo.uid).toBe(DEMO_ACCOUNT.uid);
        const organization = await api(stack.apiUrl, "/organization", demo.idToken);
        expect(organization.status).toBe(200);
        expect(organization.body.id).toEqual(expect.any(String));

        const chat = await api(stack.apiUrl, "/chat/completions", demo.idToken, {
          model: "gpt-4o-mini",
          messages: [{ role: "user", content: QUESTION }],
          stream: false,
        });
        expect(chat.status).toBe(200);
        expect(chat.body.choices[0].message.content).toEqual(expect.any(String));
        // The gateway records a request once it has answered it: the logs show it a moment later.
        const asked = await eventually(async () => {
          const history = await api(stack.apiUrl, "/chat/history?verbose=true", demo.idToken);
          return history.body.data.find((entry: { query: string }) => entry.query === QUESTION);
        });
        expect(asked).toMatchObject({
          model: "gpt-4o-mini",
          statusCode: 200,
          tokensIn: chat.body.usage.prompt_tokens,
          tokensOut: chat.body.usage.completion_tokens,
        });

        const newcomer = await signUpThroughEmulator(NEWCOMER.email, NEWCOMER.password);
        expect((await api(stack.apiUrl, "/organization", newcomer.idToken)).body).toEqual({ id: null });
      } finally {
        expect(await stack.interrupt("SIGINT")).toBe(0);
      }
      expect(await portIsFree(Number(env.PORT))).toBe(true);
      expect(await portIsFree(Number(env.GATEWAY_PORT))).toBe(true);
      // An emulator someone else runs is left alone; one the stack started is gone with it.
      expect(await authEmulatorAnswers()).toBe(emulatorWasRunning);
    },
    START_TIMEOUT_MS * 2,
  );

  it(
    "starts again on the same data, where the demo account still finds its organization and its earlier request, and people who signed up can still sign in",
    async () => {
      const stack = await spawnStack(env, START_TIMEOUT_MS);
      try {
        const demo = await signInThroughEmulator(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
        const organization = await api(stack.apiUrl, "/organization", demo.idToken);
        expect(organization.body.id).toEqual(expect.any(String));
        const history = await api(stack.apiUrl, "/chat/history?verbose=true", demo.idToken);
        const asked = history.body.data.filter((entry: { query: string }) => entry.query === QUESTION);
        expect(asked).toHaveLength(1);
        // Accounts are kept with the data: someone who signed up before the restart is still the same person.
        const newcomer = await signInThroughEmulator(NEWCOMER.email, NEWCOMER.password);
        expect((await api(stack.apiUrl, "/organization", newcomer.idToken)).status).toBe(200);
      } finally {
        expect(await stack.interrupt("SIGTERM")).toBe(0);
      }
    },
    START_TIMEOUT_MS * 2,
  );
});
