import { describe, expect, it } from "vitest";
import {
  ALREADY_IN_ORGANIZATION,
  alreadyInOrganization,
  alreadySuperAdmin,
  departmentNameTaken,
  modelAlreadyAdded,
  modelNotAssigned,
  NOT_FOUND,
  notFound,
  OWNER_CANNOT_BE_REMOVED,
  ownerCannotBeRemoved,
} from "./organization-refusals.ts";
import { invalidInput, refusal } from "./refusal.ts";

describe("the organization calls' refusals", () => {
  it.each([
    ["organization", "Organization not found"],
    ["department", "Department not found"],
    ["user", "User not found"],
    ["departmentUser", "User not found in this department"],
    ["apiKey", "API key not found"],
    ["file", "File not found"],
    ["gridNode", "Grid node not found"],
    ["model", "Model not found"],
    ["request", "Request not found"],
  ] as const)("answers 404 for a missing %s: %s", (what, words) => {
    expect(notFound(what)).toEqual({ status: 404, errMsgs: [words] });
    expect(NOT_FOUND[what]).toBe(words);
  });

  it("answers 409 to someone who already belongs to an organization", () => {
    expect(ALREADY_IN_ORGANIZATION).toBe("You already belong to an organization.");
    expect(alreadyInOrganization()).toEqual({
      status: 409,
      errMsgs: ["You already belong to an organization."],
    });
  });

  it("answers 403 to removing the owner", () => {
    expect(OWNER_CANNOT_BE_REMOVED).toBe("The owner cannot be removed.");
    expect(ownerCannotBeRemoved()).toEqual({ status: 403, errMsgs: ["The owner cannot be removed."] });
  });

  it("names what is already there in a 409", () => {
    expect(alreadySuperAdmin("ana@meridian.example")).toEqual({
      status: 409,
      errMsgs: ["ana@meridian.example is already a super admin."],
    });
    expect(departmentNameTaken("Legal")).toEqual({
      status: 409,
      errMsgs: ["A department named Legal already exists."],
    });
    expect(modelAlreadyAdded("gpt-4o")).toEqual({
      status: 409,
      errMsgs: ["gpt-4o is already one of the organization's models."],
    });
  });

  it("answers 404 to a model the department was not given", () => {
    expect(modelNotAssigned()).toEqual({
      status: 404,
      errMsgs: ["This model is not assigned to the department."],
    });
  });
});

describe("a refusal of input that broke validation rules", () => {
  it("is a 400 with each broken rule's words, in order", () => {
    expect(invalidInput(["name should not be empty", "days must not be greater than 90"])).toEqual({
      status: 400,
      errMsgs: ["name should not be empty", "days must not be greater than 90"],
    });
    expect(invalidInput(["one"])).toEqual(refusal(400, "one"));
  });

  it("is none when no rule was broken", () => {
    expect(invalidInput([])).toBeNull();
  });
});
