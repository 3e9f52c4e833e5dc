import { afterEach, describe, expect, it } from "vitest";
import { testClient } from "../gateway-http-test-kit.test-helper.ts";
import { type ScriptedAnswer, startScriptedServer } from "../scripted-server.test-helper.ts";
import { HttpOrganizationModelsGateway } from "./http-organization-models-gateway.adapter.ts";

let server: Awaited<ReturnType<typeof startScriptedServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function modelsAnswering(answer: ScriptedAnswer) {
  server = await startScriptedServer(() => answer);
  return {
    gateway: new HttpOrganizationModelsGateway(testClient(server.origin).client),
    requests: server.requests,
  };
}

describe("a custom model's connection test over HTTP", () => {
  it("sends the typed URL, key and name, and reads what the upstream listed", async () => {
    const { gateway, requests } = await modelsAnswering({
      status: 200,
      body: {
        reachable: true,
        status: 200,
        message: "Listed 2 models",
        models: ["guard", "chat"],
        modelListed: true,
      },
    });
    const found = await gateway.testNewModelConnection("org 1", {
      dedicatedUrl: "https://guard.example/v1",
      customModelApikey: "sk-1",
      name: "guard",
    });
    expect(found).toEqual({
      reachable: true,
      status: 200,
      message: "Listed 2 models",
      models: ["guard", "chat"],
      modelListed: true,
    });
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url).toBe("/organization/org%201/models/connection-test");
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({
      dedicatedUrl: "https://guard.example/v1",
      customModelApikey: "sk-1",
      name: "guard",
    });
  });

  it("tests an added model by its id alone, reading a sparse answer as nothing reached", async () => {
    const { gateway, requests } = await modelsAnswering({ status: 200, body: { reachable: false } });
    const found = await gateway.testModelConnection("org-1", "om/guard");
    expect(found).toEqual({ reachable: false, status: null, message: "", models: [], modelListed: null });
    expect(requests[0]?.url).toBe("/organization/org-1/models/om%2Fguard/connection-test");
  });

  it("passes on the gateway's refusal of an unknown model, its words included", async () => {
    const { gateway } = await modelsAnswering({ status: 404, body: { errMsgs: ["Model not found"] } });
    await expect(gateway.testModelConnection("org-1", "om-missing")).rejects.toMatchObject({
      status: 404,
      serverMessages: ["Model not found"],
    });
  });
});
