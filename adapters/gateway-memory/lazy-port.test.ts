import { describe, expect, it, vi } from "vitest";
import { lazyPort } from "./lazy-port.ts";

interface Greeter {
  greet(name: string): Promise<string>;
}

describe("a lazily loaded port", () => {
  it("loads its adapter on the first call only, then answers every call through it", async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Hello ${name}` }));
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    expect(await Promise.all([port.greet("Ada"), port.greet("Linus")])).toEqual(["Hello Ada", "Hello Linus"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("runs its before-each-call step after the load and before every call", async () => {
    const steps: string[] = [];
    const port = lazyPort(
      async (): Promise<Greeter> => ({
        greet: async (name) => {
          steps.push(`greet ${name}`);
          return name;
        },
      }),
      async () => {
        steps.push("before");
      },
    );
    await port.greet("Ada");
    await port.greet("Linus");
    expect(steps).toEqual(["before", "greet Ada", "before", "greet Linus"]);
  });

  it("is not mistaken for a promise, nor for anything but a plain object", async () => {
    const port = lazyPort(async (): Promise<Greeter> => ({ greet: async () => "hi" }));
    expect(await Promise.resolve(port)).toBe(port);
    expect(port.constructor).toBe(Object);
    expect(String(port)).toBe("[object Object]");
  });

  it("passes on a failing call's rejection", async () => {
    const port = lazyPort(
      async (): Promise<Greeter> => ({ greet: async () => Promise.reject(new Error("no")) }),
    );
    await expect(port.greet("Ada")).rejects.toThrow("no");
  });
});
