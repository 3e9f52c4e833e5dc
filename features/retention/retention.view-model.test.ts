import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_DEPARTMENTS,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { permissionFor } from "../../core/organization/acting-role.ts";
import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { OrganizationRole } from "../../core/organization/organization-role.ts";
import { RetentionGateway } from "../../core/retention/retention-gateway.port.ts";
import { EU_AI_ACT_METADATA_DAYS } from "../../core/retention/retention-minimum.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { RetentionState } from "./retention.state.ts";
import type { RetentionScope, RetentionViewModel } from "./retention.view-model.ts";
import { createRetentionViewModel } from "./retention.view-model-factory.ts";

function retentionAs(
  userId: string,
  scope: RetentionScope,
  gateways = CastOrganizationMother.create().gateways(),
) {
  gateways.context.db.actAs(userId);
  const notifier = { notify: vi.fn((_: { message: string }) => "toast") };
  const services = screenServicesForTest((bind) => {
    bind(RetentionGateway, gateways.retention);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(createRetentionViewModel(services, scope));
  return { viewModel, gateways, notifier };
}

const settled = (viewModel: RetentionViewModel): Promise<RetentionState> =>
  firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));

const organizationAs = (role: string): RetentionScope => ({
  kind: "organization",
  organizationId: CAST_ORGANIZATION_ID,
  edit: permissionFor("editOrganizationRetention", role),
});

describe("a retention setting's card", () => {
  it("shows the defaults until changed: bodies 90 days, records 400", async () => {
    const { viewModel } = retentionAs(CAST.researcher.id, { kind: "personal" });
    expect(await settled(viewModel)).toMatchObject({
      saved: { bodiesDays: 90, metadataDays: 400 },
      draft: { bodiesDays: "90", metadataDays: "400" },
      edit: { allowed: true },
    });
  });

  it("lets the owner shorten the organization's retention", async () => {
    const { viewModel, gateways, notifier } = retentionAs(
      CAST.owner.id,
      organizationAs(OrganizationRole.OWNER),
    );
    await settled(viewModel);
    viewModel.type("bodiesDays", "30");
    viewModel.type("metadataDays", "180");
    expect(viewModel.current().unsaved).toBe(true);
    await viewModel.save();
    expect(await gateways.retention.organization(CAST_ORGANIZATION_ID)).toMatchObject({
      bodiesDays: 30,
      metadataDays: 180,
    });
    expect(viewModel.current()).toMatchObject({
      saved: { bodiesDays: 30, metadataDays: 180 },
      unsaved: false,
    });
    expect(notifier.notify).toHaveBeenCalledWith({ message: "Retention saved.", intent: "positive" });
  });

  it("refuses bodies kept longer than records before sending anything, and rechecks as the days change", async () => {
    const { viewModel, gateways } = retentionAs(CAST.researcher.id, { kind: "personal" });
    await settled(viewModel);
    viewModel.type("bodiesDays", "500");
    viewModel.type("metadataDays", "100");
    await viewModel.save();
    expect(viewModel.current().problems.map((problem) => problem.rule)).toEqual(["bodiesWithinMetadata"]);
    expect(await gateways.retention.personal()).toEqual({ bodiesDays: 90, metadataDays: 400 });
    viewModel.type("bodiesDays", "1.5");
    expect(viewModel.current().problems.map((problem) => `${problem.field}:${problem.rule}`)).toEqual([
      "bodiesDays:wholeDays",
    ]);
    viewModel.type("bodiesDays", "100");
    expect(viewModel.current().problems).toEqual([]);
  });

  it("is read-only for a member, who sees the organization's setting", async () => {
    const { viewModel } = retentionAs(CAST.researcher.id, organizationAs("MEMBER"));
    await settled(viewModel);
    viewModel.type("bodiesDays", "1");
    await viewModel.save();
    expect(viewModel.current()).toMatchObject({
      draft: { bodiesDays: "90" },
      edit: { allowed: false, requiredRole: OrganizationRole.SUPER_ADMIN },
    });
  });

  it("says the organization's records are kept six months at least while a department has the EU AI Act on", async () => {
    const { viewModel } = retentionAs(CAST.owner.id, organizationAs(OrganizationRole.OWNER));
    expect(await settled(viewModel)).toMatchObject({
      minimum: {
        metadataDays: EU_AI_ACT_METADATA_DAYS,
        framework: ComplianceFramework.EU_AI_ACT,
        departments: ["Research"],
      },
    });
    viewModel.type("metadataDays", "30");
    viewModel.type("bodiesDays", "7");
    await viewModel.save();
    expect(viewModel.current()).toMatchObject({
      saved: { bodiesDays: 7, metadataDays: 30 },
      minimum: { metadataDays: EU_AI_ACT_METADATA_DAYS },
    });
  });

  it("has no minimum once no department has the EU AI Act on, nor for a person's own setting", async () => {
    const gateways = CastOrganizationMother.create().gateways();
    gateways.context.db.departments.update(CAST_DEPARTMENTS.research, { EU_AI_ACT: false });
    const organization = retentionAs(CAST.owner.id, organizationAs(OrganizationRole.OWNER), gateways);
    expect((await settled(organization.viewModel)).minimum).toBeNull();
    const personal = retentionAs(CAST.owner.id, { kind: "personal" });
    expect((await settled(personal.viewModel)).minimum).toBeNull();
  });
});
