import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpOrganizationMembersGateway } from "../adapters/gateway-http/organization/http-organization-members-gateway.adapter.ts";
import { DEPARTMENTS_MIN_MESSAGE } from "../core/organization/user-departments.dto.ts";
import { api, clientFor, errMsgs, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import {
  aDepartment,
  aMember,
  anOrganization,
  IDS,
  membership,
  organizationMember,
  user,
} from "./organization-pact-shapes.ts";

const { eachLike } = MatchersV3;
const pact = gatewayPact();
const MEMBERS = `/organization/${IDS.org}/users/departments`;
const otherDepartment = aDepartment({ depId: IDS.otherDepartment, name: "Customer Support" });

const members = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpOrganizationMembersGateway(client), pages };
};

describe("the organization members contract", () => {
  it("lists the organization's people with their departments", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...aMember())
      .uponReceiving("a request for the organization's people and their departments")
      .withRequest("GET", api(MEMBERS), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(eachLike(organizationMember)))
      .executeTest(async (mockServer) => {
        const [member] = await members(mockServer).gateway.listMembers(IDS.org);
        expect(member?.departments[0]).toMatchObject({ id: IDS.department, role: "MEMBER" });
      });
  });

  it("invites someone by email into departments", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("an invitation into departments")
      .withRequest("POST", api(MEMBERS), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ email: "zoe.park@meridian.example", departments: [IDS.department] }),
      )
      .willRespondWith(success(201), (r) =>
        r.jsonBody({
          ...user("user-zoe", "zoe.park@meridian.example"),
          departments: eachLike(membership(IDS.department, "Research", "MEMBER")),
        }),
      )
      .executeTest(async (mockServer) => {
        const invited = await members(mockServer).gateway.inviteToDepartments(IDS.org, {
          email: "zoe.park@meridian.example",
          departments: [IDS.department],
        });
        expect(invited.email).toBe("zoe.park@meridian.example");
      });
  });

  it("refuses an invitation into no department, with the gateway's words and no error page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("an invitation into no department")
      .withRequest("POST", api(MEMBERS), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ email: "zoe.park@meridian.example", departments: [] }),
      )
      .willRespondWith(400, (r) => r.jsonBody(errMsgs(DEPARTMENTS_MIN_MESSAGE)))
      .executeTest(async (mockServer) => {
        const { gateway, pages } = members(mockServer);
        await expect(
          gateway.inviteToDepartments(IDS.org, { email: "zoe.park@meridian.example", departments: [] }),
        ).rejects.toMatchObject({ status: 400, serverMessages: [DEPARTMENTS_MIN_MESSAGE] });
        expect(pages).toEqual([]);
      });
  });

  it("moves someone to exactly the departments given", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...otherDepartment)
      .given(...aMember())
      .uponReceiving("a person's departments replaced")
      .withRequest("PUT", api(`${MEMBERS}/${IDS.member}`), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ departments: [IDS.otherDepartment] }),
      )
      .willRespondWith(200, (r) =>
        r.jsonBody({
          ...organizationMember,
          departments: eachLike(membership(IDS.otherDepartment, "Customer Support", "MEMBER")),
        }),
      )
      .executeTest(async (mockServer) => {
        const moved = await members(mockServer).gateway.setMemberDepartments(IDS.org, IDS.member, [
          IDS.otherDepartment,
        ]);
        expect(moved.departments.map((department) => department.id)).toEqual([IDS.otherDepartment]);
      });
  });

  it("takes someone out of every department", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .given(...aMember())
      .uponReceiving("a person taken out of every department")
      .withRequest("DELETE", api(`${MEMBERS}/${IDS.member}`), (r) => r.headers(SESSION))
      .willRespondWith(success(204))
      .executeTest(async (mockServer) => {
        await expect(members(mockServer).gateway.removeMember(IDS.org, IDS.member)).resolves.toBeUndefined();
      });
  });
});
