import { describe, expect, it } from "vitest";
import { HttpDepartmentUserApiKeysGateway } from "../adapters/gateway-http/organization/http-department-user-api-keys-gateway.adapter.ts";
import { apiKeyRecord, issuedSecret, LIMITED_KEY_SETTINGS, limitedKeySettings } from "./api-key-shapes.ts";
import { api, clientFor, gatewayPact, isoDateTime, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import { aDepartment, aMember, anOrganization, IDS } from "./organization-pact-shapes.ts";

const pact = gatewayPact();
const KEYS = `/organization/${IDS.org}/departments/${IDS.department}/users/${IDS.member}/api-keys`;
const HOLDER = { organizationId: IDS.org, departmentId: IDS.department, userId: IDS.member };
const SETTINGS = { ...LIMITED_KEY_SETTINGS, allowedModels: [...LIMITED_KEY_SETTINGS.allowedModels] };

/** The department's admin, with the member holding one key. */
const asDepartmentAdmin = (interaction: ReturnType<typeof pact.addInteraction>) =>
  interaction
    .given(...anOrganization(null))
    .given(...aDepartment({ signedInRole: "ADMIN" }))
    .given(...aMember());

const gatewayOf = (mockServer: Parameters<typeof clientFor>[0]) =>
  new HttpDepartmentUserApiKeysGateway(clientFor(mockServer).client);

describe("the department user API keys contract", () => {
  it("creates an unlimited key for a department user, its secret in full once", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("the creation of a department user's API key")
      .withRequest("POST", api(KEYS), (r) => r.headers(SESSION))
      .willRespondWith(success(201), (r) => r.jsonBody(apiKeyRecord(issuedSecret)))
      .executeTest(async (mockServer) => {
        const key = await gatewayOf(mockServer).create(HOLDER);
        expect(key).toMatchObject({ secretInFull: true, revokedAt: null });
        expect(key.createdAt).toBeInstanceOf(Date);
      });
  });

  it("creates a named key with a budget, limits, models and an expiry", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("the creation of a department user's API key with settings")
      .withRequest("POST", api(KEYS), (r) => r.headers({ ...SESSION, ...JSON_BODY }).jsonBody(SETTINGS))
      .willRespondWith(success(201), (r) =>
        r.jsonBody(apiKeyRecord({ ...limitedKeySettings, ...issuedSecret })),
      )
      .executeTest(async (mockServer) => {
        const key = await gatewayOf(mockServer).create(HOLDER, SETTINGS);
        expect(key).toMatchObject({ ...SETTINGS, secretInFull: true });
      });
  });

  it("edits a department user's key, answering it masked", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("an edit of a department user's API key")
      .withRequest("PUT", api(`${KEYS}/${IDS.apiKey}`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody(SETTINGS),
      )
      .willRespondWith(200, (r) => r.jsonBody(apiKeyRecord(limitedKeySettings)))
      .executeTest(async (mockServer) => {
        const key = await gatewayOf(mockServer).update(HOLDER, IDS.apiKey, SETTINGS);
        expect(key).toMatchObject({ id: IDS.apiKey, name: SETTINGS.name, monthlyBudgetUsd: 0.05 });
        expect(key.value).toMatch(/^.{5}\.\.\..{5}$/);
      });
  });

  it("rotates a department user's key: the new secret once, the old one kept for the grace", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("a rotation of a department user's API key with a grace of 1 hour")
      .withRequest("POST", api(`${KEYS}/${IDS.apiKey}/rotate`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ grace: "1h" }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody(apiKeyRecord({ ...issuedSecret, previousSecretUntil: isoDateTime() })),
      )
      .executeTest(async (mockServer) => {
        const key = await gatewayOf(mockServer).rotate(HOLDER, IDS.apiKey, "1h");
        expect(key.secretInFull).toBe(true);
        expect(key.previousSecretUntil).not.toBeNull();
      });
  });

  it("revokes a department user's key", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("a revocation of a department user's API key")
      .withRequest("POST", api(`${KEYS}/${IDS.apiKey}/revoke`), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(apiKeyRecord({ revokedAt: isoDateTime() })))
      .executeTest(async (mockServer) => {
        const key = await gatewayOf(mockServer).revoke(HOLDER, IDS.apiKey);
        expect(key.revokedAt).not.toBeNull();
      });
  });

  it("deletes a department user's API key", async () => {
    await asDepartmentAdmin(pact.addInteraction())
      .uponReceiving("the deletion of a department user's API key")
      .withRequest("DELETE", api(`${KEYS}/${IDS.apiKey}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(gatewayOf(mockServer).remove(HOLDER, IDS.apiKey)).resolves.toBeUndefined();
      });
  });
});
