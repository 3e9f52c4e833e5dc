import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { askChat, question, recordedRows } from "../chat-completions/chat-completions.test-helper.ts";
import { encodingsOf, folderHolds } from "../secrets/folder-bytes.test-helper.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** The forms a secret could be found in, and its middle alone: what neither its prefix nor its mask shows. */
const tracesOf = (secret: string) => [...encodingsOf(secret), Buffer.from(secret.slice(8, -5))];

describe("API keys at rest", () => {
  it("leave none of their secrets in the data folder after being made, used, rotated, revoked and deleted", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "pglite-keys-at-rest-"));
    folders.push(dataDir);
    const secrets: string[] = [];
    let gateway: TestGateway | null = await startTestGateway({ dataDir });
    try {
      const current = gateway;
      const call = jsonCalls<ApiKeyRecord[]>(() => current);
      const ask = async (secret: string) =>
        (await askChat(current.apiUrl, secret, question("gpt-4o-mini"))).status;
      const person = await current.signIn();
      const issued = async (answer: Promise<{ json: ApiKeyRecord[] }>, id?: string) => {
        const key = (await answer).json.find((entry) => (id ? entry.id === id : entry.secretInFull));
        if (!key?.secretInFull) throw new Error("no secret was issued");
        secrets.push(key.value);
        return key;
      };

      const limited = await issued(
        call("POST", "/users/apikeys", person.headers, {
          name: "Limited",
          monthlyBudgetUsd: 0.05,
          allowedModels: ["gpt-4o-mini"],
        }),
      );
      expect(await ask(limited.value)).toBe(200);
      const rotated = await issued(
        call("POST", `/users/apikeys/${limited.id}/rotate`, person.headers, { grace: "1h" }),
        limited.id,
      );
      expect([await ask(limited.value), await ask(rotated.value)]).toEqual([200, 200]);
      const again = await issued(
        call("POST", `/users/apikeys/${limited.id}/rotate`, person.headers, { grace: "none" }),
        limited.id,
      );
      expect([await ask(rotated.value), await ask(again.value)]).toEqual([401, 200]);

      const revoked = await issued(call("POST", "/users/apikeys", person.headers));
      expect(await ask(revoked.value)).toBe(200);
      await call("POST", `/users/apikeys/${revoked.id}/revoke`, person.headers);
      expect(await ask(revoked.value)).toBe(401);
      const kept = await issued(call("POST", "/users/apikeys", person.headers));
      expect(await ask(kept.value)).toBe(200);

      await call("DELETE", `/users/apikeys/${revoked.id}`, person.headers);
      await call("DELETE", `/users/apikeys/${limited.id}`, person.headers);
      expect(await ask(again.value)).toBe(401);
      // Eight requests reached a key (the last one's key was gone): each is logged, after its answer.
      expect(await recordedRows(current.db, person.uid, 8)).toHaveLength(8);
      const logs = await jsonCalls(() => current)("GET", "/chat/history?limit=100", person.headers);
      for (const secret of secrets) expect(logs.text).not.toContain(secret);
    } finally {
      await gateway?.close();
      gateway = null;
    }

    expect(secrets).toHaveLength(5);
    const needles = secrets.flatMap(tracesOf);
    expect(await folderHolds(dataDir, needles)).toEqual([]);
    // The search does find a secret that is there: the hash of each, as stored.
    const { secretHash } = await import("./api-key-value.ts");
    const stored = await folderHolds(dataDir, [Buffer.from(secretHash(secrets[4] ?? ""))]);
    expect(stored).not.toEqual([]);
    // A data folder migrated from nothing, and a catalogue seeded in it: slower than the tests' template copies.
  }, 120_000);
});
