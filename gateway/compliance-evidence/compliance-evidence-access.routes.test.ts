import { describe, expect, it } from "vitest";
import { BODIES_NOT_ALLOWED } from "../../core/compliance-evidence/evidence-access.ts";
import { EVIDENCE_FILES } from "../../core/compliance-evidence/evidence-file-names.ts";
import { monthOf, PERIOD_PROBLEM } from "../../core/compliance-evidence/evidence-period.ts";
import { BODIES_PROBLEM } from "../../core/compliance-evidence/evidence-query.dto.ts";
import { NOT_IN_DEPARTMENT } from "../../core/organization/organization-permissions.ts";
import { NOT_SIGNED_IN } from "../identity/authenticate.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";
import { downloadEvidence } from "./evidence-download.test-helper.ts";

const suite = seededOrganizationSuite("once");
const { people } = suite;
const RESEARCH = `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}`;
const THIS_MONTH = `period=${monthOf(new Date())}`;
const download = (person: (typeof people)[keyof typeof people] | null, query = THIS_MONTH, path = RESEARCH) =>
  downloadEvidence(suite.gateway, person, path, query);

describe("who may download a department's evidence", () => {
  it("gives the department's admin, a super admin and the owner the seeded requests of the month", async () => {
    for (const person of [people.departmentAdmin, people.superAdmin, people.owner]) {
      const answer = await download(person);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.files[EVIDENCE_FILES.requestsJson])).toHaveLength(SEEDED.memberRequests);
    }
  });

  it("refuses a member, another department's admin and an outsider, and someone not signed in", async () => {
    expect(await download(people.member)).toMatchObject({
      status: 403,
      body: { errMsgs: ["This needs the ADMIN role or higher."] },
    });
    expect((await download(people.otherDepartmentAdmin)).body.errMsgs).toEqual([NOT_IN_DEPARTMENT]);
    expect((await download(people.outsider)).status).toBe(403);
    expect(await download(null)).toMatchObject({ status: 401, body: { errMsgs: [NOT_SIGNED_IN] } });
  });

  it("includes request bodies for the owner and super admins only, telling a department admin why not", async () => {
    expect((await download(people.owner, `${THIS_MONTH}&bodies=true`)).status).toBe(200);
    expect((await download(people.superAdmin, `${THIS_MONTH}&bodies=true`)).status).toBe(200);
    expect(await download(people.departmentAdmin, `${THIS_MONTH}&bodies=true`)).toMatchObject({
      status: 403,
      body: { errMsgs: [BODIES_NOT_ALLOWED] },
    });
  });

  it("refuses a period that is no month and a bodies choice that is no yes or no, with the rule", async () => {
    for (const query of ["", "period=2026-13", "period=March", "period=2026-03&period=2026-04"])
      expect(await download(people.owner, query)).toMatchObject({
        status: 400,
        body: { errMsgs: [PERIOD_PROBLEM] },
      });
    expect((await download(people.owner, `${THIS_MONTH}&bodies=yes`)).body.errMsgs).toEqual([BODIES_PROBLEM]);
  });

  it("does not find a department of another organization", async () => {
    const elsewhere = `/organization/${SEEDED.organizationId}/departments/dep-of-someone-else`;
    expect((await download(people.owner, THIS_MONTH, elsewhere)).status).toBe(404);
  });
});
