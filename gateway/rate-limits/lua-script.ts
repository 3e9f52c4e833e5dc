import { createHash } from "node:crypto";
import type { Redis } from "ioredis";

/** A Lua script run by its SHA1 (EVALSHA), sent whole only the first time a Redis server does not know it. */
export class LuaScript {
  private readonly sha: string;

  constructor(private readonly source: string) {
    this.sha = createHash("sha1").update(source).digest("hex");
  }

  async run(client: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      // A restarted Redis has forgotten every script.
      if (!String((error as Error).message).startsWith("NOSCRIPT")) throw error;
      return client.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
