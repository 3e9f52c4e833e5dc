import { describe, expect, it } from "vitest";
import {
  policyOnce,
  type TrustedTypesFactory,
  type TrustedTypesPolicy,
  type TrustedTypesRules,
  trustedHtml,
  trustedTypesOf,
} from "./trusted-types-factory.ts";

/** A browser's trustedTypes as far as the dashboard uses it: it refuses a second policy of the same name. */
class FakeTrustedTypes implements TrustedTypesFactory {
  readonly created: string[] = [];
  createPolicy(name: string, rules: TrustedTypesRules): TrustedTypesPolicy {
    if (this.created.includes(name)) throw new TypeError(`Policy ${name} already exists.`);
    this.created.push(name);
    const call = (
      rule: ((input: string, ...args: never[]) => string) | undefined,
      input: string,
      args: unknown[],
    ) => {
      if (!rule) throw new TypeError(`Policy ${name} has no such rule.`);
      const made = rule(input, ...(args as never[]));
      return { toString: () => `trusted:${made}` };
    };
    return {
      createHTML: (input, ...args) => call(rules.createHTML, input, args),
      createScriptURL: (input, ...args) => call(rules.createScriptURL, input, args),
    };
  }
}

describe("the browser's Trusted Types", () => {
  it("are the window's trustedTypes, absent where the browser has none", () => {
    const trustedTypes = new FakeTrustedTypes();
    expect(trustedTypesOf({ trustedTypes })).toBe(trustedTypes);
    expect(trustedTypesOf({})).toBeUndefined();
  });
});

describe("a named policy", () => {
  it("is created once per window and name, and handed out again after", () => {
    const trustedTypes = new FakeTrustedTypes();
    const window = { trustedTypes };
    const rules = { createScriptURL: (url: string) => url };
    const first = policyOnce(window, "dashboard-service-worker-url", rules);
    expect(policyOnce(window, "dashboard-service-worker-url", rules)).toBe(first);
    expect(trustedTypes.created).toEqual(["dashboard-service-worker-url"]);
    expect(String(first?.createScriptURL("/sw.js"))).toBe("trusted:/sw.js");
  });

  it("is a policy of its own for another name or another window", () => {
    const trustedTypes = new FakeTrustedTypes();
    const rules = { createHTML: (html: string) => html };
    const sanitized = policyOnce({ trustedTypes }, "dashboard-sanitized-html", rules);
    const markdown = policyOnce({ trustedTypes }, "dashboard-markdown-html", rules);
    expect(markdown).not.toBe(sanitized);
    expect(trustedTypes.created).toEqual(["dashboard-sanitized-html", "dashboard-markdown-html"]);

    const otherWindow = new FakeTrustedTypes();
    expect(policyOnce({ trustedTypes: otherWindow }, "dashboard-sanitized-html", rules)).not.toBe(sanitized);
    expect(otherWindow.created).toEqual(["dashboard-sanitized-html"]);
  });

  it("is none without Trusted Types", () => {
    expect(policyOnce({}, "dashboard-sanitized-html", {})).toBeUndefined();
  });
});

describe("trusted HTML", () => {
  const produce = (input: string) => `<p>${input}</p>`;

  it("is what the producer makes, through the named policy, under Trusted Types", () => {
    const trustedTypes = new FakeTrustedTypes();
    const window = { trustedTypes };
    const html = trustedHtml(window, "dashboard-markdown-html", "hello", produce);
    expect(String(html)).toBe("trusted:<p>hello</p>");
    expect(typeof html).toBe("object");
    expect(
      String(trustedHtml(window, "dashboard-markdown-html", "again", (input) => input.toUpperCase())),
    ).toBe("trusted:AGAIN");
    expect(trustedTypes.created).toEqual(["dashboard-markdown-html"]);
  });

  it("is the produced string without Trusted Types", () => {
    expect(trustedHtml({}, "dashboard-markdown-html", "hello", produce)).toBe("<p>hello</p>");
  });
});
