import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpDepartmentsGateway } from "../adapters/gateway-http/organization/http-departments-gateway.adapter.ts";
import type { DepartmentSettings } from "../core/organization/department-settings.dto.ts";
import { PiiHandling } from "../core/organization/pii-handling.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { api, clientFor, errMsgs, gatewayPact, JSON_BODY, SESSION, success } from "./gateway-pact.ts";
import { aDepartment, anOrganization, department, IDS, role } from "./organization-pact-shapes.ts";

const { boolean, eachLike, like, nullValue } = MatchersV3;
const pact = gatewayPact();
const DEPARTMENTS = `/organization/${IDS.org}/departments`;
const DEPARTMENT = `${DEPARTMENTS}/${IDS.department}`;

const settings: DepartmentSettings = {
  name: "Research",
  description: "Model evaluation and applied ML research.",
  SOC2: true,
  ISO42001: false,
  GDPR: true,
  HIPAA: true,
  EU_AI_ACT: true,
  AI_RMF: false,
  DORA: false,
  PIIAndSensitive: PiiHandling.PSEUDONYMIZE,
  monthlyBudgetInDollar: 2500.5,
  piiEntities: ["EMAIL_ADDRESS", "PHONE_NUMBER"],
};

const departments = (mockServer: Parameters<typeof clientFor>[0]) => {
  const { client, pages } = clientFor(mockServer);
  return { gateway: new HttpDepartmentsGateway(client), pages };
};

describe("the departments contract", () => {
  it("lists the departments the signed-in user may see", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("a request for the organization's departments")
      .withRequest("GET", api(DEPARTMENTS), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(eachLike(department())))
      .executeTest(async (mockServer) => {
        const [first] = await departments(mockServer).gateway.listDepartments(IDS.org);
        expect(first).toMatchObject({ id: IDS.department, policiesAssigned: ["SOC2", "GDPR", "EU_AI_ACT"] });
        expect(first?.spentThisMonthInDollar).toBeTypeOf("number");
        expect(first?.models[0]?.gridNode?.lastUpdatedAt).toBeInstanceOf(Date);
      });
  });

  it("creates a department with nothing switched on yet", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("SUPER_ADMIN"))
      .uponReceiving("the creation of a department")
      .withRequest("POST", api(DEPARTMENTS), (r) =>
        r
          .headers({ ...SESSION, ...JSON_BODY })
          .jsonBody({ name: "Legal", description: "Contracts and counsel" }),
      )
      .willRespondWith(success(201), (r) =>
        r.jsonBody(
          department({
            id: like("dep-legal"),
            name: like("Legal"),
            description: like("Contracts and counsel"),
            SOC2: boolean(false),
            GDPR: boolean(false),
            EU_AI_ACT: boolean(false),
            PIIAndSensitive: like("NONE"),
            piiEntities: [],
            monthlyBudgetInDollar: nullValue(),
            lastModifiedByRole: {},
            complianceFiles: [],
            models: [],
            role: role("SUPER_ADMIN"),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const created = await departments(mockServer).gateway.createDepartment(IDS.org, {
          name: "Legal",
          description: "Contracts and counsel",
        });
        expect(created).toMatchObject({ name: "Legal", policiesAssigned: [], monthlyBudgetInDollar: null });
      });
  });

  it("gives one department with its policy files and models", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "MEMBER" }))
      .uponReceiving("a request for one department")
      .withRequest("GET", api(DEPARTMENT), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(department({ role: role("MEMBER") })))
      .executeTest(async (mockServer) => {
        const found = await departments(mockServer).gateway.getDepartment(IDS.org, IDS.department);
        expect(found.complianceFiles[0]?.createdAt).toBeInstanceOf(Date);
        expect(found.role).toBe("MEMBER");
        expect(found.spentThisMonthInDollar).toBe(312.4);
      });
  });

  it("does not find a department that is not there: the not-found page", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .uponReceiving("a request for a department that does not exist")
      .withRequest("GET", api(`${DEPARTMENTS}/dep-gone`), (r) => r.headers(SESSION))
      .willRespondWith(404, (r) => r.jsonBody(errMsgs("Department not found")))
      .executeTest(async (mockServer) => {
        const { gateway, pages } = departments(mockServer);
        await expect(gateway.getDepartment(IDS.org, "dep-gone")).rejects.toMatchObject({ status: 404 });
        expect(pages).toEqual([RouteName.NOT_FOUND]);
      });
  });

  it("saves every setting of a department at once", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN" }))
      .uponReceiving("the settings of a department saved")
      .withRequest("PUT", api(DEPARTMENT), (r) => r.headers({ ...SESSION, ...JSON_BODY }).jsonBody(settings))
      .willRespondWith(200, (r) =>
        r.jsonBody(
          department({
            HIPAA: boolean(true),
            lastModifiedByRole: { HIPAA: role("ADMIN") },
            role: role("ADMIN"),
          }),
        ),
      )
      .executeTest(async (mockServer) => {
        const saved = await departments(mockServer).gateway.updateDepartment(
          IDS.org,
          IDS.department,
          settings,
        );
        expect(saved).toMatchObject({ HIPAA: true, lastModifiedByRole: { HIPAA: "ADMIN" } });
      });
  });

  it("refuses a department admin a setting the owner chose: the access-denied page and the reason", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization(null))
      .given(...aDepartment({ signedInRole: "ADMIN", GDPR: true, lastModifiedByRole: { GDPR: "OWNER" } }))
      .uponReceiving("a department admin switching off a framework the owner switched on")
      .withRequest("PUT", api(DEPARTMENT), (r) =>
        r.headers({ ...SESSION, ...JSON_BODY }).jsonBody({ ...settings, GDPR: false }),
      )
      .willRespondWith(403, (r) =>
        r.jsonBody(errMsgs("GDPR was last changed by OWNER; only OWNER or a higher role may change it.")),
      )
      .executeTest(async (mockServer) => {
        const { gateway, pages } = departments(mockServer);
        await expect(
          gateway.updateDepartment(IDS.org, IDS.department, { ...settings, GDPR: false }),
        ).rejects.toMatchObject({
          status: 403,
          serverMessages: ["GDPR was last changed by OWNER; only OWNER or a higher role may change it."],
        });
        expect(pages).toEqual([RouteName.ACCESS_DENIED]);
      });
  });

  it("lists the kinds of personal data a department can detect", async () => {
    await pact
      .addInteraction()
      .given(...anOrganization("OWNER"))
      .given(...aDepartment())
      .uponReceiving("a request for a department's PII list")
      .withRequest("GET", api(`${DEPARTMENT}/pii/pii-list`), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(eachLike("EMAIL_ADDRESS", 3)))
      .executeTest(async (mockServer) => {
        const entities = await departments(mockServer).gateway.listPiiEntities(IDS.org, IDS.department);
        expect(entities).toContain("EMAIL_ADDRESS");
      });
  });
});
