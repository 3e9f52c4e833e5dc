import { describe, expect, it } from "vitest";
import { createConfig } from "../config/create-config.ts";
import {
  DEFAULT_AUTH_EMULATOR_HOST,
  GAPI_ORIGIN,
  identityProviderSources,
  originOf,
} from "./identity-provider-sources.ts";

const GOOGLE_TOKEN_SERVICES = [
  "https://identitytoolkit.googleapis.com",
  "https://securetoken.googleapis.com",
];

describe("where the identity provider of a profile needs the page to reach", () => {
  it("is nowhere in the memory profile, which signs in inside the page", () => {
    expect(
      identityProviderSources("memory", createConfig({ firebaseAuthEmulatorHost: "127.0.0.1:1" })),
    ).toEqual({
      connect: [],
      frame: [],
      script: [],
      scriptUrlPrefixes: [],
      blobWorkers: false,
    });
  });

  it("is the Auth emulator on its default port and Google's gapi scripts in the local profile", () => {
    expect(DEFAULT_AUTH_EMULATOR_HOST).toBe("127.0.0.1:9099");
    expect(GAPI_ORIGIN).toBe("https://apis.google.com");
    expect(identityProviderSources("local", createConfig())).toEqual({
      connect: ["http://127.0.0.1:9099"],
      frame: ["http://127.0.0.1:9099"],
      script: ["https://apis.google.com"],
      scriptUrlPrefixes: ["https://apis.google.com/"],
      blobWorkers: false,
    });
  });

  it("is the emulator the config names, in place of the default one", () => {
    const sources = identityProviderSources(
      "local",
      createConfig({ firebaseAuthEmulatorHost: "localhost:9199" }),
    );
    expect(sources.connect).toEqual(["http://localhost:9199"]);
    expect(sources.frame).toEqual(["http://localhost:9199"]);
  });

  it("is Google's token services and the auth domain for production on Firebase, and no emulator", () => {
    expect(
      identityProviderSources("production", createConfig({ firebaseAuthDomain: "meridian.firebaseapp.com" })),
    ).toEqual({
      connect: GOOGLE_TOKEN_SERVICES,
      frame: ["https://meridian.firebaseapp.com"],
      script: ["https://apis.google.com"],
      scriptUrlPrefixes: ["https://apis.google.com/"],
      blobWorkers: false,
    });
  });

  it("leaves the auth domain out in the local profile, and Google's services out without one", () => {
    const local = identityProviderSources(
      "local",
      createConfig({ firebaseAuthDomain: "meridian.firebaseapp.com" }),
    );
    expect(local.connect).toEqual(["http://127.0.0.1:9099"]);
    expect(local.frame).toEqual(["http://127.0.0.1:9099"]);
    const production = identityProviderSources("production", createConfig());
    expect(production.connect).toEqual([]);
    expect(production.frame).toEqual([]);
  });

  it("keeps an emulator the config names in production beside the hosted services", () => {
    const sources = identityProviderSources(
      "production",
      createConfig({
        firebaseAuthEmulatorHost: "10.0.0.5:9099",
        firebaseAuthDomain: "meridian.firebaseapp.com",
      }),
    );
    expect(sources.connect).toEqual(["http://10.0.0.5:9099", ...GOOGLE_TOKEN_SERVICES]);
    expect(sources.frame).toEqual(["http://10.0.0.5:9099", "https://meridian.firebaseapp.com"]);
  });

  it("is the Auth0 tenant and a blob worker for production on Auth0, without Google", () => {
    expect(
      identityProviderSources(
        "production",
        createConfig({ authProvider: "auth0", auth0Domain: "meridian.eu.auth0.com" }),
      ),
    ).toEqual({
      connect: ["https://meridian.eu.auth0.com"],
      frame: ["https://meridian.eu.auth0.com"],
      script: [],
      scriptUrlPrefixes: [],
      blobWorkers: true,
    });
    expect(identityProviderSources("production", createConfig({ authProvider: "auth0" }))).toEqual({
      connect: [],
      frame: [],
      script: [],
      scriptUrlPrefixes: [],
      blobWorkers: true,
    });
  });

  it("is Firebase's emulator outside production even when the config names Auth0", () => {
    expect(identityProviderSources("local", createConfig({ authProvider: "auth0" })).blobWorkers).toBe(false);
    expect(identityProviderSources("local", createConfig({ authProvider: "auth0" })).connect).toEqual([
      "http://127.0.0.1:9099",
    ]);
  });
});

describe("the origin of a host or address", () => {
  it("is https for a bare host", () => {
    expect(originOf("meridian.eu.auth0.com")).toBe("https://meridian.eu.auth0.com");
  });

  it("keeps the scheme and port of a full address, whatever its case, and drops its path", () => {
    expect(originOf("http://127.0.0.1:8788/auth")).toBe("http://127.0.0.1:8788");
    expect(originOf("HTTP://stand-in.local:3000")).toBe("http://stand-in.local:3000");
    expect(originOf("https://tenant.example/")).toBe("https://tenant.example");
  });

  it("treats a scheme that is not at the start as part of a host", () => {
    expect(() => originOf("tenant.example/http://x")).not.toThrow();
    expect(originOf("tenant.example/http://x")).toBe("https://tenant.example");
  });
});
