import { describe, expect, it } from "vitest";
import { AuditDraftMother } from "../../../core/audit/audit-draft.mother.ts";
import { recordAudit } from "../../audit/record-audit.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("once");
const { people } = suite;

describe("the overview's recent activities", () => {
  it("start with the seed's history, recorded as the system in an intact chain", async () => {
    const summary = await suite.call(people.member, "GET", "/organization");
    expect(summary.body.recentActivities).toHaveLength(5);
    const verified = await suite.call(
      people.owner,
      "GET",
      `/organization/${SEEDED.organizationId}/audit/verification`,
    );
    expect(verified.body).toMatchObject({ intact: true });
    const log = await suite.call(
      people.owner,
      "GET",
      `/organization/${SEEDED.organizationId}/audit?limit=100`,
    );
    const oldest = log.body.items.at(-1);
    expect(oldest).toMatchObject({ sequence: 1, kind: "ORGANIZATION_REQUESTED", actor: { role: "SYSTEM" } });
    expect(new Set(log.body.items.map((entry: { kind: string }) => entry.kind))).toEqual(
      new Set([
        "ORGANIZATION_REQUESTED",
        "DEPARTMENT_CREATED",
        "SUPER_ADMIN_ADDED",
        "MODEL_ADDED",
        "POLICY_FILE_ADDED",
        "MEMBER_INVITED",
      ]),
    );
  });

  it("are the newest audit entries, each described in words with who made it", async () => {
    await suite.gateway.db.transaction((tx) =>
      recordAudit(
        tx,
        suite.gateway.deps,
        AuditDraftMother.draft({
          organizationId: SEEDED.organizationId,
          actor: { id: people.owner.uid, email: people.owner.email, role: "OWNER" },
          subject: { type: "department", id: SEEDED.departmentId, name: "Research" },
        }),
      ),
    );
    const [newest] = (await suite.call(people.member, "GET", "/organization")).body.recentActivities;
    expect(newest).toEqual({
      type: "DEPARTMENT_SETTINGS_CHANGED",
      description: `Department Research's settings were changed by ${people.owner.email}`,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
  });
});
