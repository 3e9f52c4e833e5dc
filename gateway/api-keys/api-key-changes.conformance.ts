import { describe, expect, it } from "vitest";
import type { ApiKeyChanges } from "./api-key-changes.ts";

/** Two gateway instances' ApiKeyChanges (the same one twice for an adapter of one process). */
export interface TwoInstances {
  readonly one: ApiKeyChanges;
  readonly other: ApiKeyChanges;
  close(): Promise<void>;
}

/** What every ApiKeyChanges adapter does, held to the same cases. */
export function describeApiKeyChanges(name: string, make: () => Promise<TwoInstances>): void {
  describe(`API key changes (${name})`, () => {
    it("tells this process's listeners of a change before announcing it resolves", async () => {
      const { one, close } = await make();
      const heard: string[] = [];
      one.onChange((keyId) => heard.push(keyId));
      await one.changed("key-revoked");
      expect(heard).toEqual(["key-revoked"]);
      await close();
    });

    it("tells a change announced by one instance to the other's listeners within a second", async () => {
      const { one, other, close } = await make();
      const heard: string[] = [];
      other.onChange((keyId) => heard.push(keyId));
      const announced = performance.now();
      await one.changed("key-rotated");
      await until(() => heard.length > 0, 1000);
      expect(heard).toEqual(["key-rotated"]);
      expect(performance.now() - announced).toBeLessThan(1000);
      await close();
    });

    it("tells nothing more to a listener that stopped listening", async () => {
      const { one, close } = await make();
      const heard: string[] = [];
      const stop = one.onChange((keyId) => heard.push(keyId));
      stop();
      await one.changed("key-deleted");
      expect(heard).toEqual([]);
      await close();
    });

    it("lets keys be remembered while every change is heard", async () => {
      const { one, other, close } = await make();
      expect(one.mayRemember()).toBe(true);
      expect(other.mayRemember()).toBe(true);
      await close();
    });
  });
}

/** Waits until `condition` holds; fails after `withinMs`. */
export async function until(condition: () => boolean, withinMs: number): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
