import { describe, expect, it } from "vitest";
import { changeSettings } from "./department-settings-change.ts";
import { accessTypeOf, emissionOf, maskSecret } from "./model-rules.ts";
import { ModelAccessType, OrganizationModelType } from "./organization-model.entity.ts";
import { mayOverride, permissionRefusal } from "./organization-permissions.ts";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import { PiiHandling } from "./pii-handling.ts";
import { organizationTierRefusal, teamTierRefusal } from "./team-limits.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;

describe("what a role may do in the organization", () => {
  it("lets a department admin edit a department but not create one", () => {
    expect(permissionRefusal("editDepartment", ADMIN)).toBeNull();
    expect(permissionRefusal("createDepartment", ADMIN)).toEqual({
      status: 403,
      errMsgs: ["This needs the SUPER_ADMIN role or higher."],
    });
  });

  it("lets any person of the organization view a department", () => {
    expect(permissionRefusal("viewDepartment", MEMBER)).toBeNull();
  });

  it("keeps a record last changed by a higher role out of a lower role's reach", () => {
    expect(mayOverride(ADMIN, SUPER_ADMIN)).toBe(false);
    expect(mayOverride(OWNER, SUPER_ADMIN)).toBe(true);
    expect(mayOverride(ADMIN, null)).toBe(true);
  });
});

describe("saving a department's settings", () => {
  const current = {
    SOC2: true,
    ISO42001: false,
    GDPR: false,
    HIPAA: false,
    EU_AI_ACT: false,
    AI_RMF: false,
    DORA: false,
    PIIAndSensitive: PiiHandling.NONE,
    piiEntities: ["EMAIL_ADDRESS", "PHONE_NUMBER"],
    monthlyBudgetInDollar: 500,
    lastModifiedByRole: { SOC2: SUPER_ADMIN },
  } as const;

  it("records the saving role on exactly the settings it changed", () => {
    const change = changeSettings(
      current,
      { ...current, GDPR: true, piiEntities: ["PHONE_NUMBER", "EMAIL_ADDRESS"], monthlyBudgetInDollar: 800 },
      ADMIN,
    );
    expect(change).toEqual({
      refused: null,
      lastModifiedByRole: { SOC2: SUPER_ADMIN, GDPR: ADMIN, monthlyBudgetInDollar: ADMIN },
    });
  });

  it("counts a PII entity added or taken away as a change, whatever the order", () => {
    const added = changeSettings(
      current,
      { ...current, piiEntities: ["PHONE_NUMBER", "EMAIL_ADDRESS", "PERSON"] },
      ADMIN,
    );
    expect(added).toEqual({ refused: null, lastModifiedByRole: { SOC2: SUPER_ADMIN, piiEntities: ADMIN } });
    const removed = changeSettings(current, { ...current, piiEntities: ["PHONE_NUMBER"] }, ADMIN);
    expect(removed).toEqual({ refused: null, lastModifiedByRole: { SOC2: SUPER_ADMIN, piiEntities: ADMIN } });
    const shortened = changeSettings(current, { ...current, piiEntities: ["EMAIL_ADDRESS"] }, ADMIN);
    expect(shortened).toEqual({
      refused: null,
      lastModifiedByRole: { SOC2: SUPER_ADMIN, piiEntities: ADMIN },
    });
    const replaced = changeSettings(current, { ...current, piiEntities: ["EMAIL_ADDRESS", "PERSON"] }, ADMIN);
    expect(replaced).toEqual({
      refused: null,
      lastModifiedByRole: { SOC2: SUPER_ADMIN, piiEntities: ADMIN },
    });
  });

  it("records nothing new when nothing changes", () => {
    expect(changeSettings(current, current, ADMIN)).toEqual({
      refused: null,
      lastModifiedByRole: { SOC2: SUPER_ADMIN },
    });
  });

  it("refuses a lower role changing a setting a higher role set", () => {
    expect(changeSettings(current, { ...current, SOC2: false }, ADMIN).refused).toEqual({
      status: 403,
      errMsgs: ["SOC2 was last changed by SUPER_ADMIN; only SUPER_ADMIN or a higher role may change it."],
    });
    expect(changeSettings(current, { ...current, SOC2: false }, OWNER).refused).toBeNull();
  });
});

describe("an organization model", () => {
  it("is always PUBLIC when it is one of the gateway's models", () => {
    expect(accessTypeOf({ type: OrganizationModelType.AVAILABLE, internalId: "gpt" })).toBe(
      ModelAccessType.PUBLIC,
    );
    expect(
      accessTypeOf({
        type: OrganizationModelType.CUSTOM,
        name: "x",
        provider: "vLLM",
        accessType: ModelAccessType.PRIVATE,
        deploymentRegion: "EU",
        gridNodeId: "n1",
      }),
    ).toBe(ModelAccessType.PRIVATE);
  });

  it("reports its grid node's renewable share with 2 decimals as its emission", () => {
    expect(emissionOf({ renewablePercentage: 63.456 })).toBe(63.46);
    expect(emissionOf(null)).toBeNull();
    expect(emissionOf({ renewablePercentage: 0 })).toBe(0);
  });

  it("shows a custom model's stored API key by its last 4 characters only, and no key as none", () => {
    expect(maskSecret("sk-live-abcdef1234")).toBe("••••1234");
    expect(maskSecret("abc")).toBe("••••abc");
    expect(maskSecret("")).toBeNull();
    expect(maskSecret(null)).toBeNull();
  });
});

describe("the tier gates", () => {
  const team = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 5 };

  it("refuses an organization to a tier without organizations", () => {
    expect(organizationTierRefusal({ ...team, organizationEnabled: false })?.status).toBe(403);
    expect(organizationTierRefusal(team)).toBeNull();
  });

  it("refuses newcomers when the tier has no teams or no room left", () => {
    expect(teamTierRefusal({ ...team, teamEnabled: false }, 1, 1)?.errMsgs).toEqual([
      "Your subscription tier does not include team members.",
    ]);
    expect(teamTierRefusal(team, 5, 1)?.errMsgs).toEqual([
      "Your subscription tier allows at most 5 team members.",
    ]);
    expect(teamTierRefusal(team, 4, 1)).toBeNull();
    expect(teamTierRefusal({ ...team, maxTeamMembers: null }, 400, 10)).toBeNull();
  });

  it("lets changes that bring nobody new in pass whatever the tier", () => {
    expect(teamTierRefusal({ ...team, teamEnabled: false }, 9, 0)).toBeNull();
  });
});
