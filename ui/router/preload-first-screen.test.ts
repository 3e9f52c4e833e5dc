import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { RouteName } from "../../core/routing/route-name.ts";
import { type ChunkTables, preloadFirstScreen } from "./preload-first-screen.ts";

function recordingTables(failing: readonly string[] = []) {
  const started: string[] = [];
  const loader = (name: string) => () => {
    started.push(name);
    return failing.includes(name)
      ? Promise.reject(new Error(`${name} is gone`))
      : Promise.resolve((() => null) as ComponentType);
  };
  const tables: ChunkTables = {
    layouts: {
      [RouteName.MAIN_LAYOUT]: loader("main layout"),
      [RouteName.AUTH_LAYOUT]: loader("auth layout"),
      [RouteName.ERROR_LAYOUT]: loader("error layout"),
    },
    screens: {
      [RouteName.AUTH_PAGE]: loader("sign-in"),
      [RouteName.PLAYGROUND_PAGE]: loader("playground"),
      [RouteName.NOT_FOUND]: loader("not found"),
    },
  };
  return { started, tables };
}

describe("preloading the first screen", () => {
  it("starts the layout and the screen of the address the page opened on", () => {
    const { started, tables } = recordingTables();
    const preloaded = preloadFirstScreen("/playground", tables);
    expect(started).toEqual(["main layout", "playground"]);
    expect(preloaded.needsScreenTexts).toBe(true);
  });

  it("starts the playground for the dashboard's address, which forwards there", () => {
    const { started, tables } = recordingTables();
    preloadFirstScreen("/", tables);
    expect(started).toEqual(["main layout", "playground"]);
  });

  it("says the sign-in page needs no screens' texts", () => {
    const { started, tables } = recordingTables();
    expect(preloadFirstScreen("/auth", tables).needsScreenTexts).toBe(false);
    expect(started).toEqual(["auth layout", "sign-in"]);
  });

  it("starts the not-found page for an unknown address", () => {
    const { started, tables } = recordingTables();
    preloadFirstScreen("/no-such-page", tables);
    expect(started).toEqual(["main layout", "not found"]);
  });

  it("leaves a failed download to the router, without an unhandled rejection", async () => {
    const { started, tables } = recordingTables(["playground"]);
    expect(() => preloadFirstScreen("/playground", tables)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toContain("playground");
  });
});
