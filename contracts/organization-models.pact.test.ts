import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpOrganizationModelsGateway } from "../adapters/gateway-http/organization/http-organization-models-gateway.adapter.ts";
import { ModelAccessType, OrganizationModelType } from "../core/organization/organization-model.entity.ts";
import type { CustomModelRequest } from "../core/organization/organization-model-request.dto.ts";
import { api, clientFor, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import {
  aDepartment,
  anOrganization,
  department,
  IDS,
  organizationModel,
  role,
} from "./organization-pact-shapes.ts";

const { decimal, eachLike, like, nullValue, regex } = MatchersV3;
const pact = gatewayPact();
const MODELS = `/organization/${IDS.org}/models`;
const DEPARTMENT_MODELS = `/organization/${IDS.org}/departments/${IDS.department}/models`;

const anOrganizationModel = (params: Record<string, unknown> = {}) =>
  [
    "an organization model",
    { orgId: IDS.org, modelId: IDS.model, type: "AVAILABLE", lastModifyRole: "OWNER", ...params },
  ] as const;

const customModel: CustomModelRequest = {
  type: OrganizationModelType.CUSTOM,
  name: "llama-guard-eu",
  provider: "vLLM",
  accessType: ModelAccessType.PRIVATE,
  deploymentRegion: "EU",
  gridNodeId: IDS.gridNode,
  dedicatedUrl: "https://guard.example.eu/v1",
  customModelApikey: "sk-guard-secret-9876",
  configXml: "<model><maxTokens>4096</maxTokens></model>",
  tokenInPricePerMillionTokens: 0.4,
  tokenOutPricePerMillionTokens: 1.2,
};

/** An address the gateway's outbound policy refuses, so the answer never depends on a live upstream. */
const PRIVATE_URL = "http://10.0.0.5/v1";

const refusedConnection = {
  reachable: false,
  status: nullValue(),
  message: like("The host 10.0.0.5 is a private address, which the gateway does not call"),
  models: [],
  modelListed: nullValue(),
};

const models = (mockServer: Parameters<typeof clientFor>[0]) =>
  new HttpOrganizationModelsGateway(clientFor(mockServer).client);

describe("the organization models contract", () => {
  it("lists the organization's models with their grid nodes, unpriced for the gateway's own", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...anOrganizationModel())
      .uponReceiving("a request for the organization's models")
      .withRequest("GET", api(MODELS), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) =>
        r.jsonBody(
          eachLike({
            ...organizationModel,
            tokenInPricePerMillionTokens: nullValue(),
            tokenOutPricePerMillionTokens: nullValue(),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const [model] = await models(mockServer).listModels(IDS.org);
        expect(model).toMatchObject({
          id: IDS.model,
          emission: 97.65,
          gridNode: { region: "EU" },
          tokenInPricePerMillionTokens: null,
        });
      });
  });

  it("adds one of the gateway's models by its internal id, always PUBLIC", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given("a gateway model the organization has not added", { internalId: IDS.availableModel })
      .uponReceiving("one of the gateway's models added to the organization")
      .withRequest("POST", api(MODELS), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ type: "AVAILABLE", internalId: IDS.availableModel }),
      )
      .willRespondWith(success(201), (r) =>
        r.jsonBody({
          ...organizationModel,
          id: like("om-gpt-4o"),
          internalId: like(IDS.availableModel),
          name: like("gpt-4o"),
          provider: like("OpenAI"),
          accessType: "PUBLIC",
        }),
      )
      .executeTest(async (mockServer) => {
        const added = await models(mockServer).addModel(IDS.org, {
          type: OrganizationModelType.AVAILABLE,
          internalId: IDS.availableModel,
        });
        expect(added).toMatchObject({
          type: "AVAILABLE",
          accessType: "PUBLIC",
          internalId: IDS.availableModel,
        });
      });
  });

  it("adds a custom model with everything it needs and its prices, and never sends its key back in full", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given("a grid node", { nodeId: IDS.gridNode, region: "EU", renewablePercentage: 97.65 })
      .uponReceiving("a custom model added to the organization")
      .withRequest("POST", api(MODELS), (r) => r.headers({ ...SESSION, ...JSON_BODY }).jsonBody(customModel))
      .willRespondWith(success(201), (r) =>
        r.jsonBody({
          ...organizationModel,
          id: like("om-guard"),
          internalId: nullValue(),
          name: like("llama-guard-eu"),
          type: "CUSTOM",
          provider: like("vLLM"),
          accessType: "PRIVATE",
          dedicatedUrl: like("https://guard.example.eu/v1"),
          customModelApikey: regex("^•+.{0,4}$", "••••9876"),
          configXml: like("<model><maxTokens>4096</maxTokens></model>"),
          tokenInPricePerMillionTokens: decimal(0.4),
          tokenOutPricePerMillionTokens: decimal(1.2),
        }),
      )
      .executeTest(async (mockServer) => {
        const added = await models(mockServer).addModel(IDS.org, customModel);
        expect(added).toMatchObject({
          type: "CUSTOM",
          region: "EU",
          gridNode: { id: IDS.gridNode },
          tokenInPricePerMillionTokens: 0.4,
          tokenOutPricePerMillionTokens: 1.2,
        });
        expect(added.customModelApikey).not.toContain("sk-guard-secret");
      });
  });

  it("tests a custom model's connection before it is added; a private address is refused without a call", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("a connection test of a custom model's private address")
      .withRequest("POST", api(`${MODELS}/connection-test`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({
          dedicatedUrl: PRIVATE_URL,
          customModelApikey: "sk-guard-secret-9876",
          name: "llama-guard-eu",
        }),
      )
      .willRespondWith(200, (r) => r.jsonBody(refusedConnection))
      .executeTest(async (mockServer) => {
        const test = await models(mockServer).testNewModelConnection(IDS.org, {
          dedicatedUrl: PRIVATE_URL,
          customModelApikey: "sk-guard-secret-9876",
          name: "llama-guard-eu",
        });
        expect(test).toMatchObject({ reachable: false, status: null, models: [], modelListed: null });
        expect(test.message).not.toBe("");
      });
  });

  it("tests an added custom model's connection with its stored key", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...anOrganizationModel({ type: "CUSTOM", dedicatedUrl: PRIVATE_URL }))
      .uponReceiving("a connection test of an added custom model at a private address")
      .withRequest("POST", api(`${MODELS}/${IDS.model}/connection-test`), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(refusedConnection))
      .executeTest(async (mockServer) => {
        const test = await models(mockServer).testModelConnection(IDS.org, IDS.model);
        expect(test).toMatchObject({ reachable: false, status: null, modelListed: null });
      });
  });

  it("removes a model from the organization", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...anOrganizationModel())
      .uponReceiving("a model removed from the organization")
      .withRequest("DELETE", api(`${MODELS}/${IDS.model}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(models(mockServer).removeModel(IDS.org, IDS.model)).resolves.toBeUndefined();
      });
  });

  it("assigns a model to a department and answers with the department", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...anOrganizationModel())
      .uponReceiving("a model assigned to a department")
      .withRequest("POST", api(DEPARTMENT_MODELS), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ organizationModelId: IDS.model }),
      )
      .willRespondWith(success(201), (r) => r.jsonBody(department({ role: role("ADMIN") })))
      .executeTest(async (mockServer) => {
        const updated = await models(mockServer).assignModel(IDS.org, IDS.department, IDS.model);
        expect(updated.models.map((model) => model.id)).toContain(IDS.model);
      });
  });

  it("withdraws a model from a department and answers with the department", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...anOrganizationModel({ assignedTo: [IDS.department] }))
      .uponReceiving("a model withdrawn from a department")
      .withRequest("DELETE", api(`${DEPARTMENT_MODELS}/${IDS.model}`), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(department({ role: role("ADMIN"), models: [] })))
      .executeTest(async (mockServer) => {
        const updated = await models(mockServer).unassignModel(IDS.org, IDS.department, IDS.model);
        expect(updated.models).toEqual([]);
      });
  });
});
