import { describe, expect, it } from "vitest";
import { DepartmentRole, OrganizationRole } from "../organization/organization-role.ts";
import { budgetAlertSettingsRefusal } from "./budget-alert-settings-change.ts";

const current = { thresholds: [50, 80, 100], forecastWarning: true };
const changed = { thresholds: [90], forecastWarning: true };

describe("saving a department's budget alerts", () => {
  it("is open to a department admin while nobody higher set them", () => {
    expect(budgetAlertSettingsRefusal(current, null, changed, DepartmentRole.ADMIN)).toBeNull();
    expect(
      budgetAlertSettingsRefusal(current, DepartmentRole.ADMIN, changed, DepartmentRole.ADMIN),
    ).toBeNull();
  });

  it("is refused to a department admin once the owner set them, naming who did", () => {
    expect(
      budgetAlertSettingsRefusal(current, OrganizationRole.OWNER, changed, DepartmentRole.ADMIN),
    ).toEqual({
      status: 403,
      errMsgs: [
        "The budget alert setting was last changed by OWNER; only OWNER or a higher role may change it.",
      ],
    });
  });

  it("is never refused when nothing changes", () => {
    expect(
      budgetAlertSettingsRefusal(current, OrganizationRole.OWNER, { ...current }, DepartmentRole.ADMIN),
    ).toBeNull();
  });
});

describe("what counts as a change of a department's budget alerts", () => {
  const owner = OrganizationRole.OWNER;
  const admin = DepartmentRole.ADMIN;

  it("is switching the forecast warning alone", () => {
    expect(
      budgetAlertSettingsRefusal(current, owner, { ...current, forecastWarning: false }, admin),
    ).not.toBeNull();
  });

  it("is adding a threshold after the others, or dropping the last one", () => {
    expect(
      budgetAlertSettingsRefusal(current, owner, { ...current, thresholds: [50, 80, 100, 120] }, admin),
    ).not.toBeNull();
    expect(
      budgetAlertSettingsRefusal(current, owner, { ...current, thresholds: [50, 80] }, admin),
    ).not.toBeNull();
  });

  it("is changing one threshold among the same number", () => {
    expect(
      budgetAlertSettingsRefusal(current, owner, { ...current, thresholds: [50, 80, 90] }, admin),
    ).not.toBeNull();
  });

  it("is open to the role that set them and to a higher one", () => {
    expect(budgetAlertSettingsRefusal(current, owner, changed, owner)).toBeNull();
    expect(budgetAlertSettingsRefusal(current, admin, changed, owner)).toBeNull();
  });
});
