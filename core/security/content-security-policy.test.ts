import { describe, expect, it } from "vitest";
import { createConfig } from "../config/create-config.ts";
import type { Profile } from "../config/profile.ts";
import {
  contentSecurityPolicy,
  needsDefaultPolicy,
  SECURITY_HEADERS_FILE,
  securityHeaders,
  serializePolicy,
} from "./content-security-policy.ts";
import { isAllowedScriptUrl } from "./default-trusted-types-policy.ts";

const HASH = "sha256-AbCd0123456789+/AbCd0123456789+/AbCd012345=";

function directive(profile: Profile, name: string, raw = {}, hashes: string[] = []): readonly string[] {
  const policy = contentSecurityPolicy({ profile, config: createConfig(raw), inlineScriptHashes: hashes });
  const found = policy.find(([directiveName]) => directiveName === name);
  if (!found) throw new Error(`no ${name} directive`);
  return found[1];
}

describe("the Content Security Policy of a build", () => {
  it("allows scripts only from the dashboard's origin and the hashes of its inline scripts", () => {
    expect(directive("memory", "script-src", {}, [HASH])).toEqual(["'self'", `'${HASH}'`]);
  });

  it("never allows inline scripts or eval, in any profile", () => {
    for (const profile of ["memory", "local", "production"] as const) {
      const header = securityHeaders({ profile, config: createConfig(), inlineScriptHashes: [] });
      expect(header["Content-Security-Policy"]).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it("forbids plugins, <base> and being framed", () => {
    expect(directive("memory", "object-src")).toEqual(["'none'"]);
    expect(directive("memory", "base-uri")).toEqual(["'none'"]);
    expect(directive("memory", "frame-ancestors")).toEqual(["'none'"]);
  });

  it("lets the memory profile reach nothing but its own origin", () => {
    expect(directive("memory", "connect-src")).toEqual(["'self'"]);
    expect(directive("memory", "frame-src")).toEqual(["'none'"]);
  });

  it("lets the local profile reach the reference gateway and the Auth emulator", () => {
    const raw = { demoApiOrigin: "http://127.0.0.1:8788/", apiOrigin: "https://api.example.com" };
    expect(directive("local", "connect-src", raw)).toEqual([
      "'self'",
      "https://api.example.com",
      "http://127.0.0.1:8788",
      "http://127.0.0.1:9099",
    ]);
    expect(directive("local", "frame-src", raw)).toEqual(["http://127.0.0.1:9099"]);
    expect(directive("local", "script-src", raw)).toEqual(["'self'", "https://apis.google.com"]);
  });

  it("lets production on Firebase reach Google's token services and frame its auth domain", () => {
    const raw = { firebaseAuthDomain: "meridian.firebaseapp.com" };
    expect(directive("production", "connect-src", raw)).toEqual([
      "'self'",
      "https://app.meridian.example",
      "http://127.0.0.1:8787",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(directive("production", "frame-src", raw)).toEqual(["https://meridian.firebaseapp.com"]);
  });

  it("lets production on Auth0 reach its tenant and run its blob worker, without Google", () => {
    const raw = { authProvider: "auth0", auth0Domain: "meridian.eu.auth0.com" };
    expect(directive("production", "connect-src", raw)).toContain("https://meridian.eu.auth0.com");
    expect(directive("production", "frame-src", raw)).toEqual(["https://meridian.eu.auth0.com"]);
    expect(directive("production", "worker-src", raw)).toEqual(["'self'", "blob:"]);
    expect(directive("production", "script-src", raw)).toEqual(["'self'"]);
  });

  it("requires Trusted Types and names the default policy only where an identity SDK needs it", () => {
    expect(directive("memory", "require-trusted-types-for")).toEqual(["'script'"]);
    expect(directive("memory", "trusted-types")).not.toContain("default");
    expect(directive("local", "trusted-types")).toContain("default");
  });

  it("is, in the memory profile, exactly the dashboard's own origin with its hashes and its named policies", () => {
    const header = securityHeaders({ profile: "memory", config: createConfig(), inlineScriptHashes: [HASH] });
    expect(header).toEqual({
      "Content-Security-Policy": [
        "default-src 'self'",
        `script-src 'self' '${HASH}'`,
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "require-trusted-types-for 'script'",
        "trusted-types dashboard-sanitized-html dashboard-markdown-html dashboard-service-worker-url dompurify rspack",
      ].join("; "),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });

  it("names the gateway API's origin once when the demo API is the same", () => {
    const raw = { apiOrigin: "https://api.example.com/v1", demoApiOrigin: "https://api.example.com" };
    expect(directive("production", "connect-src", raw)).toEqual(["'self'", "https://api.example.com"]);
  });

  it("frames an identity origin once however often it is listed", () => {
    const raw = { firebaseAuthEmulatorHost: "127.0.0.1:9099" };
    expect(directive("local", "frame-src", raw)).toEqual(["http://127.0.0.1:9099"]);
  });

  it("needs the default Trusted Types policy for Firebase's scripts and Auth0's worker, not in memory", () => {
    expect(needsDefaultPolicy("memory", createConfig())).toBe(false);
    expect(needsDefaultPolicy("local", createConfig())).toBe(true);
    expect(needsDefaultPolicy("production", createConfig({ authProvider: "auth0" }))).toBe(true);
    expect(directive("production", "trusted-types", { authProvider: "auth0" })).toContain("default");
  });

  it("is written beside a build's index.html in security-headers.json", () => {
    expect(SECURITY_HEADERS_FILE).toBe("security-headers.json");
  });

  it("writes directives separated by semicolons", () => {
    const text = serializePolicy([
      ["default-src", ["'self'"]],
      ["object-src", ["'none'"]],
    ]);
    expect(text).toBe("default-src 'self'; object-src 'none'");
  });
});

describe("the default Trusted Types policy", () => {
  const origin = "https://app.meridian.example";

  it("lets Firebase load Google's gapi scripts and nothing else", () => {
    const config = createConfig();
    expect(isAllowedScriptUrl("https://apis.google.com/js/api.js?onload=x", origin, "local", config)).toBe(
      true,
    );
    expect(isAllowedScriptUrl("https://evil.example/api.js", origin, "local", config)).toBe(false);
    expect(isAllowedScriptUrl(`blob:${origin}/1234`, origin, "local", config)).toBe(false);
  });

  it("lets Auth0 start its worker from a blob of the page's origin only", () => {
    const config = createConfig({ authProvider: "auth0", auth0Domain: "meridian.eu.auth0.com" });
    expect(isAllowedScriptUrl(`blob:${origin}/1234`, origin, "production", config)).toBe(true);
    expect(isAllowedScriptUrl("blob:https://evil.example/1234", origin, "production", config)).toBe(false);
  });

  it("lets nothing through in the memory profile", () => {
    expect(isAllowedScriptUrl("https://apis.google.com/js/api.js", origin, "memory", createConfig())).toBe(
      false,
    );
  });
});
