import { Container } from "inversify";
import { afterEach, describe, expect, it } from "vitest";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { Config } from "../../core/config/config.entity.ts";
import { createConfig } from "../../core/config/create-config.ts";
import type { Profile } from "../../core/config/profile.ts";
import { ErrorNavigator } from "../../core/errors/error-navigator.port.ts";
import { AccessTokenSource } from "../../core/session/access-token-source.port.ts";
import { fixedTokens, recordingNavigator } from "../gateway-http/gateway-http-test-kit.test-helper.ts";
import { startScriptedServer } from "../gateway-http/scripted-server.test-helper.ts";
import { adaptersFor } from "./profile-modules.ts";

type Gateway = Awaited<ReturnType<typeof startScriptedServer>>;
const servers: Gateway[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function gatewayAnsweringModels(): Promise<Gateway> {
  const server = await startScriptedServer(() => ({ status: 200, body: [] }));
  servers.push(server);
  return server;
}

/** Just enough of a browser page for the container modules, opened at `host`. */
function pageAt(host: string): Window {
  const storage = new Map<string, string>();
  return {
    location: { host },
    crypto: globalThis.crypto,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  } as unknown as Window;
}

/** The available models as a page of this profile at `host` lists them. */
async function listModelsOn(
  profile: Profile,
  host: string,
  origins: { apiOrigin: string; demoApiOrigin: string },
) {
  const config = createConfig(origins);
  const container = new Container();
  container.bind(Config).toConstantValue(config);
  container.bind(AccessTokenSource).toConstantValue(fixedTokens(null));
  container.bind(ErrorNavigator).toConstantValue(recordingNavigator());
  const options = { toastLabels: { region: () => "", repeated: () => "" } };
  container.load(...(await adaptersFor(profile, config, pageAt(host), options)));
  return container.get(AvailableModelsGateway).listModels();
}

describe("the adapters of each profile", () => {
  it("local calls the reference gateway on this machine, at the demo API origin", async () => {
    const reference = await gatewayAnsweringModels();
    const production = await gatewayAnsweringModels();

    await listModelsOn("local", "127.0.0.1:3000", {
      apiOrigin: production.origin,
      demoApiOrigin: reference.origin,
    });

    expect(reference.requests.map((request) => request.url)).toEqual(["/v1/api/providers/models"]);
    expect(production.requests).toEqual([]);
  });

  it("production calls the configured API origin from its own domain", async () => {
    const production = await gatewayAnsweringModels();
    const demo = await gatewayAnsweringModels();

    await listModelsOn("production", "dashboard.meridian.example", {
      apiOrigin: production.origin,
      demoApiOrigin: demo.origin,
    });

    expect(production.requests.map((request) => request.url)).toEqual(["/v1/api/providers/models"]);
    expect(demo.requests).toEqual([]);
  });

  it("memory answers from the browser and calls no gateway at all", async () => {
    const gateway = await gatewayAnsweringModels();

    const models = await listModelsOn("memory", "127.0.0.1:3000", {
      apiOrigin: gateway.origin,
      demoApiOrigin: gateway.origin,
    });

    expect(models.length).toBeGreaterThan(0);
    expect(gateway.requests).toEqual([]);
  });
});
