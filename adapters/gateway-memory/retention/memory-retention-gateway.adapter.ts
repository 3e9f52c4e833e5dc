import { changedFields, type Snapshot } from "../../../core/audit/changed-fields.ts";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { invalidInput } from "../../../core/organization/refusal.ts";
import type { RetentionGateway } from "../../../core/retention/retention-gateway.port.ts";
import { retentionMinimum } from "../../../core/retention/retention-minimum.ts";
import { retentionProblems, validRetention } from "../../../core/retention/retention-rules.ts";
import {
  DEFAULT_RETENTION,
  type OrganizationRetentionJson,
  type RetentionSettingsJson,
} from "../../../core/retention/retention-settings-json.ts";
import type { OrganizationContext } from "../organization/organization-context.ts";

/**
 * The retention settings in memory: the signed-in person's own, and each organization's, which anyone of it reads
 * and its owner and super admins change. The memory profile keeps its requests only until the page is closed, so
 * nothing is deleted by them here; an organization's answers the minimum core's rule sets, as the gateway's does.
 */
export class MemoryRetentionGateway implements RetentionGateway {
  private readonly personalSettings = new Map<string, RetentionSettingsJson>();
  private readonly organizationSettings = new Map<string, RetentionSettingsJson>();

  constructor(private readonly context: OrganizationContext) {}

  async personal(): Promise<RetentionSettingsJson> {
    return this.personalSettings.get(this.context.db.actorId) ?? DEFAULT_RETENTION;
  }

  async savePersonal(settings: RetentionSettingsJson): Promise<RetentionSettingsJson> {
    const saved = this.validated(settings);
    this.personalSettings.set(this.context.db.actorId, saved);
    return saved;
  }

  async organization(organizationId: string): Promise<OrganizationRetentionJson> {
    this.context.access.forOrganization(organizationId, "viewOrganization");
    const departments = this.context.db.departments
      .where((department) => department.organizationId === organizationId)
      .map((department) => ({
        name: department.name,
        frameworks: COMPLIANCE_FRAMEWORKS.filter((framework) => department[framework]),
      }));
    const settings = this.organizationSettings.get(organizationId) ?? DEFAULT_RETENTION;
    return { ...settings, minimum: retentionMinimum(departments) };
  }

  async saveOrganization(
    organizationId: string,
    settings: RetentionSettingsJson,
  ): Promise<RetentionSettingsJson> {
    const { organization } = this.context.access.forOrganization(organizationId, "editOrganizationRetention");
    const saved = this.validated(settings);
    const before = this.organizationSettings.get(organizationId) ?? DEFAULT_RETENTION;
    this.organizationSettings.set(organizationId, saved);
    const changed = changedFields(before as unknown as Snapshot, saved as unknown as Snapshot);
    if (changed)
      await this.context.recordChange({
        organizationId,
        kind: "RETENTION_CHANGED",
        subject: { type: "organization", id: organization.id, name: organization.name },
        ...changed,
      });
    return saved;
  }

  private validated(settings: RetentionSettingsJson): RetentionSettingsJson {
    this.context.access.refuse(invalidInput(retentionProblems(settings).map((problem) => problem.message)));
    return validRetention(settings) as RetentionSettingsJson;
  }
}
