import { describe, expect, it } from "vitest";
import { NOT_IN_DEPARTMENT } from "../organization/organization-permissions.ts";
import { BODIES_NOT_ALLOWED, evidenceRefusal, mayIncludeBodies } from "./evidence-access.ts";

describe("who may download a department's evidence", () => {
  it.each(["OWNER", "SUPER_ADMIN", "ADMIN"])("lets %s download it without bodies", (role) => {
    expect(evidenceRefusal(role, false)).toBeNull();
  });

  it("refuses a member of the department and an outsider", () => {
    expect(evidenceRefusal("MEMBER", false)).toEqual({
      status: 403,
      errMsgs: ["This needs the ADMIN role or higher."],
    });
    expect(evidenceRefusal(null, false)).toEqual({ status: 403, errMsgs: [NOT_IN_DEPARTMENT] });
  });

  it("lets only the owner and super admins include request bodies, saying so to a department admin", () => {
    expect(evidenceRefusal("OWNER", true)).toBeNull();
    expect(evidenceRefusal("SUPER_ADMIN", true)).toBeNull();
    expect(evidenceRefusal("ADMIN", true)).toEqual({ status: 403, errMsgs: [BODIES_NOT_ALLOWED] });
    expect([mayIncludeBodies("ADMIN"), mayIncludeBodies("SUPER_ADMIN")]).toEqual([false, true]);
  });
});
