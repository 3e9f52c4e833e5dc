import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpDepartmentUsersGateway } from "../adapters/gateway-http/organization/http-department-users-gateway.adapter.ts";
import { DepartmentRole } from "../core/organization/organization-role.ts";
import { api, clientFor, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import {
  aDepartment,
  aMember,
  anOrganization,
  departmentUser,
  IDS,
  role,
} from "./organization-pact-shapes.ts";

const { eachLike } = MatchersV3;
const pact = gatewayPact();
const USERS = `/organization/${IDS.org}/departments/${IDS.department}/users`;

describe("the department users contract", () => {
  it("lists a department's people with their roles and API keys, each key masked with what it carries", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...aMember())
      .uponReceiving("a request for a department's users")
      .withRequest("GET", api(USERS), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(eachLike(departmentUser)))
      .executeTest(async (mockServer) => {
        const [member] = await new HttpDepartmentUsersGateway(
          clientFor(mockServer).client,
        ).listDepartmentUsers(IDS.org, IDS.department);
        expect(member).toMatchObject({ role: "MEMBER", user: { id: IDS.member } });
        expect(member?.apikeys[0]?.createdAt).toBeInstanceOf(Date);
        expect(member?.apikeys[0]).toMatchObject({ id: IDS.apiKey, name: "Key 1", revokedAt: null });
        expect(member?.apikeys[0]?.value).toMatch(/^.{5}\.\.\..{5}$/);
      });
  });

  it("changes someone's role in the department", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...aMember())
      .uponReceiving("a member made an admin of the department")
      .withRequest("PUT", api(`${USERS}/${IDS.member}`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ role: "ADMIN" }),
      )
      .willRespondWith(200, (r) => r.jsonBody({ ...departmentUser, role: role("ADMIN") }))
      .executeTest(async (mockServer) => {
        const gateway = new HttpDepartmentUsersGateway(clientFor(mockServer).client);
        const promoted = await gateway.changeDepartmentRole(
          IDS.org,
          IDS.department,
          IDS.member,
          DepartmentRole.ADMIN,
        );
        expect(promoted.role).toBe(DepartmentRole.ADMIN);
      });
  });

  it("takes someone out of the department", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .given(...aMember())
      .uponReceiving("a member taken out of the department")
      .withRequest("DELETE", api(`${USERS}/${IDS.member}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        const gateway = new HttpDepartmentUsersGateway(clientFor(mockServer).client);
        await expect(
          gateway.removeFromDepartment(IDS.org, IDS.department, IDS.member),
        ).resolves.toBeUndefined();
      });
  });
});
