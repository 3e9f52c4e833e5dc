import { describe, expect, it } from "vitest";
import { budgetAlertRecipients } from "./budget-alert-recipients.ts";

describe("the people a budget alert notifies", () => {
  it("are the owner, the super admins and the department's admins", () => {
    expect(
      budgetAlertRecipients({ ownerId: "ada", superAdminIds: ["bo"], departmentAdminIds: ["cy", "di"] }),
    ).toEqual(["ada", "bo", "cy", "di"]);
  });

  it("hold each person once, whatever roles they hold", () => {
    expect(
      budgetAlertRecipients({ ownerId: "ada", superAdminIds: ["bo"], departmentAdminIds: ["ada", "bo"] }),
    ).toEqual(["ada", "bo"]);
  });
});
