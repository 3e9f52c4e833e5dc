import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpOrganizationGateway } from "../adapters/gateway-http/organization/http-organization-gateway.adapter.ts";
import { readOrganizationSummary } from "../core/organization/read-organization-summary.ts";
import { RouteName } from "../core/routing/route-name.ts";
import {
  api,
  clientFor,
  errMsgs,
  gatewayPact,
  JSON_BODY,
  refusedSessionGet,
  SESSION,
  success,
} from "./gateway-pact.ts";
import {
  aDepartment,
  anOrganization,
  aSuperAdmin,
  auditEntries,
  IDS,
  organizationSummary,
  superAdmin,
} from "./organization-pact-shapes.ts";

const { eachLike, nullValue } = MatchersV3;
const pact = gatewayPact();
const noOrganization = [
  "the signed-in user belongs to no organization",
  { organizationEnabled: true },
] as const;
const request = { name: "Noor Labs", email: "noor@startup.example", phone: "4165550199", countryCode: "+1" };

describe("the organization contract", () => {
  it("gives the signed-in user their organization, with their roles", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...auditEntries())
      .uponReceiving("a request for the signed-in user's organization")
      .withRequest("GET", api("/organization"), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(organizationSummary("ACTIVE", "Meridian Demo Org")))
      .executeTest(async (mockServer) => {
        const organization = await new HttpOrganizationGateway(
          clientFor(mockServer).client,
        ).getOrganization();
        expect(organization.id).toBe(IDS.org);
        expect(readOrganizationSummary(organization)).toMatchObject({ isOwner: true, hasAdminRole: true });
      });
  });

  it("answers a user without an organization with a null id", async () => {
    await pact
      .addInteraction()
      .given(...noOrganization)
      .uponReceiving("a request for the organization of a user who has none")
      .withRequest("GET", api("/organization"), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody({ id: nullValue() }))
      .executeTest(async (mockServer) => {
        const gateway = new HttpOrganizationGateway(clientFor(mockServer).client);
        expect(await gateway.getOrganization()).toEqual({ id: null });
      });
  });

  it("turns away a rejected access token: the access-denied page", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given("the access token is not accepted")
        .uponReceiving("a request for the organization with a rejected access token"),
      "/organization",
      [401, "Unauthorized"],
      (client) => new HttpOrganizationGateway(client).getOrganization(),
      RouteName.ACCESS_DENIED,
    );
  });

  it("requests an organization, the phone sent as country code plus number", async () => {
    await pact
      .addInteraction()
      .given(...noOrganization)
      .uponReceiving("an organization request")
      .withRequest("POST", api("/organization"), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({
          name: "Noor Labs",
          email: "noor@startup.example",
          phone: "+14165550199",
        }),
      )
      .willRespondWith(success(201), (r) => r.jsonBody(organizationSummary("PENDING", "Noor Labs")))
      .executeTest(async (mockServer) => {
        const created = await new HttpOrganizationGateway(clientFor(mockServer).client).requestOrganization(
          request,
        );
        expect(created).toMatchObject({ name: "Noor Labs", status: "PENDING", isOwner: true });
      });
  });

  it("refuses an organization request the gateway finds invalid, with its errMsgs and no error page", async () => {
    await pact
      .addInteraction()
      .given(...noOrganization)
      .uponReceiving("an organization request without a name")
      .withRequest("POST", api("/organization"), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ name: "", email: "noor@startup.example", phone: "+14165550199" }),
      )
      .willRespondWith(400, (r) => r.jsonBody(errMsgs("name should not be empty")))
      .executeTest(async (mockServer) => {
        const { client, pages } = clientFor(mockServer);
        const refused = new HttpOrganizationGateway(client).requestOrganization({ ...request, name: "" });
        await expect(refused).rejects.toMatchObject({
          status: 400,
          serverMessages: ["name should not be empty"],
        });
        expect(pages).toEqual([]);
      });
  });

  it("lists the owner and the super admins", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aSuperAdmin)
      .uponReceiving("a request for the organization's super admins")
      .withRequest("GET", api(`/organization/${IDS.org}/users`), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) =>
        r.jsonBody(eachLike(superAdmin(IDS.owner, "demo@meridian.example", "OWNER"), 2)),
      )
      .executeTest(async (mockServer) => {
        const admins = await new HttpOrganizationGateway(clientFor(mockServer).client).listSuperAdmins(
          IDS.org,
        );
        expect(admins).toHaveLength(2);
        expect(admins[0]?.user?.email).toBe("demo@meridian.example");
      });
  });

  it("keeps the super admins from a department admin: the access-denied page", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given(...anOrganization(null))
        .given(...aDepartment({ signedInRole: "ADMIN" }))
        .uponReceiving("a request for the super admins from a department admin"),
      `/organization/${IDS.org}/users`,
      [403, "This needs the SUPER_ADMIN role or higher."],
      (client) => new HttpOrganizationGateway(client).listSuperAdmins(IDS.org),
      RouteName.ACCESS_DENIED,
    );
  });

  it("invites a super admin by email", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("an invitation of a super admin")
      .withRequest("POST", api(`/organization/${IDS.org}/users`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ email: "new.admin@meridian.example" }),
      )
      .willRespondWith(success(201), (r) =>
        r.jsonBody(superAdmin("user-new-admin", "new.admin@meridian.example", "SUPER_ADMIN")),
      )
      .executeTest(async (mockServer) => {
        const gateway = new HttpOrganizationGateway(clientFor(mockServer).client);
        const invited = await gateway.inviteSuperAdmin(IDS.org, "new.admin@meridian.example");
        expect(invited).toMatchObject({ email: "new.admin@meridian.example", role: "SUPER_ADMIN" });
      });
  });

  it("removes a super admin", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aSuperAdmin)
      .uponReceiving("the removal of a super admin")
      .withRequest("DELETE", api(`/organization/${IDS.org}/users/${IDS.superAdmin}`), (r) =>
        r.headers(SESSION),
      )
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        const gateway = new HttpOrganizationGateway(clientFor(mockServer).client);
        await expect(gateway.removeSuperAdmin(IDS.org, IDS.superAdmin)).resolves.toBeUndefined();
      });
  });
});
