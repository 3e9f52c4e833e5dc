import { describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";

export interface ApiKeysGiven {
  /** The signed-in user's keys, oldest first. */
  readonly keys: readonly ApiKeyRecord[];
}

/** `given.keys` must hold at least two keys. */
export function apiKeysGatewayConformance(
  given: ApiKeysGiven,
  arrange: (given: ApiKeysGiven) => Promise<ApiKeysGateway>,
): void {
  const ids = given.keys.map((key) => key.id);

  async function failureOf(call: Promise<unknown>): Promise<GatewayError> {
    const error = await call.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }

  describe("the API keys gateway", () => {
    it("lists the user's keys, oldest first, with their dates", async () => {
      const keys = await (await arrange(given)).list();
      expect(keys.map((key) => key.id)).toEqual(ids);
      expect(keys[0]?.createdAt).toBeInstanceOf(Date);
    });

    it("answers a new key with the whole list, the new key last", async () => {
      const keys = await (await arrange(given)).create();
      expect(keys.slice(0, ids.length).map((key) => key.id)).toEqual(ids);
      expect(keys).toHaveLength(ids.length + 1);
      expect(keys.at(-1)?.value).toEqual(expect.stringMatching(/\S{20,}/));
    });

    it("answers a deleted key with the list without it", async () => {
      const gateway = await arrange(given);
      const keys = await gateway.remove(ids[0] as string);
      expect(keys.map((key) => key.id)).toEqual(ids.slice(1));
      expect((await gateway.list()).map((key) => key.id)).toEqual(ids.slice(1));
    });

    it("refuses to delete without an id, saying 'invalid id'", async () => {
      const error = await failureOf((await arrange(given)).remove(""));
      expect(error.status).toBe(400);
      expect(error.serverMessages).toEqual(["invalid id"]);
    });

    it("refuses to delete a key the user does not have, with status 404 and the gateway's words", async () => {
      const error = await failureOf((await arrange(given)).remove("key-of-someone-else"));
      expect(error.status).toBe(404);
      expect(error.serverMessages).toEqual(["API key not found"]);
    });
  });
}
