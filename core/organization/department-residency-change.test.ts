import { describe, expect, it } from "vitest";
import { DataResidency } from "./data-residency.ts";
import { type KeptResidency, RESIDENCY_SETTING, residencyChange } from "./department-residency-change.ts";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN } = DepartmentRole;
const { NONE, US, CA, EU, CUSTOM } = DataResidency;

const kept = (residency: Partial<KeptResidency> = {}): KeptResidency => ({
  lastModifiedByRole: {},
  ...residency,
});

describe("saving a department's data residency", () => {
  it("leaves it as it is when the input leaves it out or repeats it", () => {
    expect(residencyChange(kept({ dataResidency: EU }), {}, ADMIN)).toBeNull();
    expect(residencyChange(kept({ dataResidency: EU }), { dataResidency: EU }, ADMIN)).toBeNull();
    expect(
      residencyChange(
        kept({ dataResidency: CUSTOM, customRegions: [US, EU] }),
        { customRegions: [US, EU] },
        ADMIN,
      ),
    ).toBeNull();
  });

  it("starts from no residency when none was kept", () => {
    expect(residencyChange(kept(), { dataResidency: NONE }, ADMIN)).toBeNull();
    expect(residencyChange(kept(), {}, ADMIN)).toBeNull();
    expect(residencyChange(kept(), { dataResidency: US }, ADMIN)).toEqual({
      refused: null,
      dataResidency: US,
      customRegions: [],
    });
  });

  it("keeps regions only for a CUSTOM residency, each once", () => {
    expect(residencyChange(kept(), { dataResidency: CUSTOM, customRegions: [EU, CA, EU] }, ADMIN)).toEqual({
      refused: null,
      dataResidency: CUSTOM,
      customRegions: [EU, CA],
    });
    expect(
      residencyChange(
        kept({ dataResidency: CUSTOM, customRegions: [EU] }),
        { dataResidency: US, customRegions: [CA] },
        ADMIN,
      ),
    ).toEqual({ refused: null, dataResidency: US, customRegions: [] });
  });

  it("keeps the regions already chosen when a CUSTOM residency is saved without them", () => {
    expect(
      residencyChange(kept({ dataResidency: CUSTOM, customRegions: [CA] }), { dataResidency: CUSTOM }, ADMIN),
    ).toBeNull();
    expect(
      residencyChange(kept({ dataResidency: EU, customRegions: [CA] }), { dataResidency: CUSTOM }, ADMIN),
    ).toEqual({
      refused: null,
      dataResidency: CUSTOM,
      customRegions: [CA],
    });
  });

  it("changes when only the regions of a CUSTOM residency change", () => {
    expect(
      residencyChange(
        kept({ dataResidency: CUSTOM, customRegions: [US] }),
        { customRegions: [US, EU] },
        ADMIN,
      ),
    ).toEqual({ refused: null, dataResidency: CUSTOM, customRegions: [US, EU] });
  });

  it("is refused to a lower role than the one that set it last, naming that role", () => {
    const setBySuperAdmin = kept({
      dataResidency: EU,
      lastModifiedByRole: { [RESIDENCY_SETTING]: SUPER_ADMIN },
    });
    expect(residencyChange(setBySuperAdmin, { dataResidency: US }, ADMIN)).toEqual({
      refused: {
        status: 403,
        errMsgs: [
          "dataResidency was last changed by SUPER_ADMIN; only SUPER_ADMIN or a higher role may change it.",
        ],
      },
    });
    expect(residencyChange(setBySuperAdmin, { dataResidency: US }, OWNER)).toEqual({
      refused: null,
      dataResidency: US,
      customRegions: [],
    });
  });

  it("is not refused over another setting a higher role changed, nor when nothing changes", () => {
    const lastModifiedByRole = { monthlyBudgetInDollar: OWNER, [RESIDENCY_SETTING]: SUPER_ADMIN };
    expect(
      residencyChange(
        kept({ lastModifiedByRole: { monthlyBudgetInDollar: OWNER } }),
        { dataResidency: US },
        ADMIN,
      ),
    ).toEqual({
      refused: null,
      dataResidency: US,
      customRegions: [],
    });
    expect(
      residencyChange(kept({ dataResidency: EU, lastModifiedByRole }), { dataResidency: EU }, ADMIN),
    ).toBeNull();
  });
});
