import { describe, expect, it } from "vitest";
import { apiKeyBudgetAlertRecipients, budgetAlertRecipients } from "./budget-alert-recipients.ts";

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

describe("the people an API key's budget alert notifies", () => {
  it("are its holder alone for a personal key", () => {
    expect(apiKeyBudgetAlertRecipients("eve", null)).toEqual(["eve"]);
  });

  it("are its holder and whoever runs its department, each once", () => {
    const research = { ownerId: "ada", superAdminIds: ["bo"], departmentAdminIds: ["cy", "eve"] };
    expect(apiKeyBudgetAlertRecipients("eve", research)).toEqual(["eve", "ada", "bo", "cy"]);
  });
});
