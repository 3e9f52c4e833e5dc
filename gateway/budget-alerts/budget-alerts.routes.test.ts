import { describe, expect, it } from "vitest";
import { DEFAULT_BUDGET_ALERT_SETTINGS } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { NOT_IN_DEPARTMENT, NOT_IN_ORGANIZATION } from "../../core/organization/organization-permissions.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";

const { call, people } = seededOrganizationSuite("once");
const ALERTS = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}/budget-alerts`;

// The tests run in order on one seeded organization: each states what it saved before it reads.
describe("a department's budget alerts", () => {
  it("are the defaults until someone saves them, and anyone of the department reads them", async () => {
    expect(await call(people.member, "GET", ALERTS)).toEqual({
      status: 200,
      body: DEFAULT_BUDGET_ALERT_SETTINGS,
    });
  });

  it("are saved by a department admin and read back lowest first", async () => {
    const saved = await call(people.departmentAdmin, "PUT", ALERTS, {
      thresholds: [100, 25],
      forecastWarning: false,
    });
    expect(saved).toEqual({ status: 200, body: { thresholds: [25, 100], forecastWarning: false } });
    expect((await call(people.member, "GET", ALERTS)).body).toEqual(saved.body);
  });

  it("refuse bad input with 400, naming every rule broken, and keep what was saved", async () => {
    const refused = await call(people.departmentAdmin, "PUT", ALERTS, {
      thresholds: [0, 80, 80, 12.5],
      forecastWarning: "yes",
    });
    expect(refused).toEqual({
      status: 400,
      body: expect.objectContaining({
        errMsgs: [
          "each threshold must be a whole percent from 1 to 1000",
          "threshold 80 % is given twice",
          "forecastWarning must be true or false",
        ],
      }),
    });
    expect((await call(people.departmentAdmin, "PUT", ALERTS, [50])).status).toBe(400);
    expect(
      (await call(people.departmentAdmin, "PUT", ALERTS, { forecastWarning: true })).body.errMsgs,
    ).toEqual(["thresholds must be a list of percents"]);
    expect((await call(people.member, "GET", ALERTS)).body).toEqual({
      thresholds: [25, 100],
      forecastWarning: false,
    });
  });

  it("refuse a member's save, and anyone outside the department, with 403", async () => {
    const settings = { thresholds: [90], forecastWarning: true };
    expect(await call(people.member, "PUT", ALERTS, settings)).toMatchObject({
      status: 403,
      body: { errMsgs: ["This needs the ADMIN role or higher."] },
    });
    expect(await call(people.otherDepartmentAdmin, "GET", ALERTS)).toMatchObject({
      status: 403,
      body: { errMsgs: [NOT_IN_DEPARTMENT] },
    });
    expect(await call(people.outsider, "PUT", ALERTS, settings)).toMatchObject({
      status: 403,
      body: { errMsgs: [NOT_IN_ORGANIZATION] },
    });
    expect(await call(null, "GET", ALERTS)).toMatchObject({ status: 401 });
  });

  it("stay as the owner saved them when a department admin tries to change them", async () => {
    const owners = { thresholds: [60, 90], forecastWarning: true };
    expect((await call(people.owner, "PUT", ALERTS, owners)).status).toBe(200);
    expect(
      await call(people.departmentAdmin, "PUT", ALERTS, { thresholds: [95], forecastWarning: true }),
    ).toMatchObject({
      status: 403,
      body: {
        errMsgs: [
          "The budget alert setting was last changed by OWNER; only OWNER or a higher role may change it.",
        ],
      },
    });
    expect((await call(people.departmentAdmin, "PUT", ALERTS, owners)).status).toBe(200);
    expect((await call(people.member, "GET", ALERTS)).body).toEqual(owners);
  });

  it("are not found for another organization's department", async () => {
    const elsewhere = `/organization/${SEEDED.organizationId}/departments/dep-elsewhere/budget-alerts`;
    expect(await call(people.owner, "GET", elsewhere)).toMatchObject({
      status: 404,
      body: { errMsgs: ["Department not found"] },
    });
  });
});
