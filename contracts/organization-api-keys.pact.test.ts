import { describe, expect, it } from "vitest";
import { HttpDepartmentUserApiKeysGateway } from "../adapters/gateway-http/organization/http-department-user-api-keys-gateway.adapter.ts";
import { api, clientFor, gatewayPact, SESSION, success } from "./gateway-pact.ts";
import { aDepartment, aMember, anOrganization, IDS, userApiKey } from "./organization-pact-shapes.ts";

const pact = gatewayPact();
const KEYS = `/organization/${IDS.org}/departments/${IDS.department}/users/${IDS.member}/api-keys`;

describe("the department user API keys contract", () => {
  it("creates an API key for a department user, its value in full", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...aMember())
      .uponReceiving("the creation of a department user's API key")
      .withRequest("POST", api(KEYS), (r) => r.headers(SESSION))
      .willRespondWith(success(201), (r) => r.jsonBody(userApiKey))
      .executeTest(async (mockServer) => {
        const gateway = new HttpDepartmentUserApiKeysGateway(clientFor(mockServer).client);
        const key = await gateway.createApiKey(IDS.org, IDS.department, IDS.member);
        expect(key.value).toMatch(/^mrd-/);
        expect(key.createdAt).toBeInstanceOf(Date);
      });
  });

  it("deletes a department user's API key", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...aMember())
      .uponReceiving("the deletion of a department user's API key")
      .withRequest("DELETE", api(`${KEYS}/${IDS.apiKey}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        const gateway = new HttpDepartmentUserApiKeysGateway(clientFor(mockServer).client);
        await expect(
          gateway.deleteApiKey(IDS.org, IDS.department, IDS.member, IDS.apiKey),
        ).resolves.toBeUndefined();
      });
  });
});
