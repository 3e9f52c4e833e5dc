import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { CALLING_CODES } from "../../../../features/organization/overview/country-calling-codes.ts";
import type { OrganizationOverviewState } from "../../../../features/organization/overview/organization-overview.state.ts";
import type { OrganizationOverviewViewModel } from "../../../../features/organization/overview/organization-overview.view-model.ts";
import { createOrganizationOverviewViewModel } from "../../../../features/organization/overview/organization-overview.view-model-factory.ts";
import type { OrganizationRequestViewModel } from "../../../../features/organization/overview/organization-request.view-model.ts";
import { createOrganizationRequestViewModel } from "../../../../features/organization/overview/organization-request.view-model-factory.ts";
import {
  activityTypeText,
  activityWhenText,
  isKnownStatus,
  roleStatements,
  STATUS_INTENT,
  teamGateText,
  teamSizeText,
} from "../../../../features/organization/overview/overview-texts.ts";
import { requestFieldErrorText } from "../../../../features/organization/overview/request-field-error-text.ts";
import type {
  OrganizationOverviewDriver,
  OverviewContent,
  RequestEntry,
  RequestField,
  ShownActivity,
  ShownRole,
  ShownSummary,
  ShownTeam,
  ShownUpgrade,
} from "../../support/organization-overview-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.ORGANIZATION_PAGE);
const FIELDS: Readonly<Record<string, RequestField>> = {
  name: "organization name",
  email: "contact email",
  countryCode: "country code",
  phone: "mobile number",
};
const englishRegions = new Intl.DisplayNames(["en"], { type: "region" });
/** The overview once the organization and the tier are read. */
const read = (state: OrganizationOverviewState) =>
  state.organization !== "loading" && state.tier.status !== "loading" && !state.refreshing;

/** The organization overview without a browser: its view models made by their factories, as the screen makes them. */
export class CoreOrganizationOverviewDriver implements OrganizationOverviewDriver {
  private readonly overview: ViewModelOnScreen<OrganizationOverviewViewModel>;
  /** The request form, made once the overview shows it. */
  private readonly requestForm: ViewModelOnScreen<OrganizationRequestViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.overview = new ViewModelOnScreen(screen, PATH, createOrganizationOverviewViewModel);
    this.requestForm = new ViewModelOnScreen(screen, PATH, (services) =>
      createOrganizationRequestViewModel(
        services,
        async () => (await this.overview.get()).refresh(),
        screen.i18n().language,
      ),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
    await this.settled();
  }

  async content(): Promise<OverviewContent> {
    const state = await this.settled();
    if (state.organization === "ready") return "organization";
    return state.tier.status === "ready" && !state.tier.limits.organizationEnabled
      ? "upgrade path"
      : "request form";
  }

  async summary(): Promise<ShownSummary> {
    const summary = await this.organizationSummary();
    const { t } = this.screen.i18n();
    const known = isKnownStatus(summary.status);
    return {
      name: summary.name,
      status: known ? t(`organization.overview.statuses.${summary.status}`) : summary.status,
      statusIntent: known ? STATUS_INTENT[summary.status] : "none",
      statusMeaning: known ? t(`organization.overview.statusMeanings.${summary.status}`) : "",
      departments: summary.totalDepartments,
      users: summary.totalUsers,
    };
  }

  async role(): Promise<ShownRole> {
    const summary = await this.organizationSummary();
    const { role } = await this.settled();
    const { t } = this.screen.i18n();
    return {
      actingAs: role ? t(`organization.shared.roles.${role}`) : "",
      statements: roleStatements(t, summary),
      departments: summary.departments.map((department) => ({
        name: department.name,
        role: t(`organization.shared.roles.${department.role}`),
      })),
    };
  }

  async links(): Promise<readonly string[]> {
    const { links } = await this.settled();
    const { t } = this.screen.i18n();
    return links.map((route) => t(`routes.${route as RouteName.ORGANIZATION_DEPARTMENT_PAGE}`));
  }

  async activities(): Promise<readonly ShownActivity[]> {
    const { activities } = await this.settled();
    const { t, language } = this.screen.i18n();
    return activities.map((activity) => ({
      description: activity.description,
      type: activityTypeText(t, activity.type),
      when: activityWhenText(t, language, activity),
      at: activity.createdAt.toISOString(),
    }));
  }

  async team(): Promise<ShownTeam> {
    const summary = await this.organizationSummary();
    const { team } = await this.settled();
    const { t } = this.screen.i18n();
    return {
      size: teamSizeText(t, team, summary.totalUsers),
      gate: summary.isOwner && team ? teamGateText(t, team) : null,
      upgradeLink: summary.isOwner && team?.upgrade ? pathOf(RouteName.SUBSCRIPTION) : null,
    };
  }

  async upgrade(): Promise<ShownUpgrade | null> {
    if ((await this.content()) !== "upgrade path") return null;
    const { tier } = await this.settled();
    const { t } = this.screen.i18n();
    const tierName = tier.status === "ready" ? tier.tierName : null;
    return {
      title: t("organization.overview.upgrade.title"),
      description: tierName
        ? t("organization.overview.upgrade.description", { tier: tierName })
        : t("organization.overview.upgrade.descriptionWithoutTier"),
      link: pathOf(RouteName.SUBSCRIPTION),
    };
  }

  async request(entry: RequestEntry): Promise<void> {
    const form = await this.form();
    form.change("name", entry.name);
    form.change("country", regionNamed(entry.country));
    form.change("phone", entry.phone);
    await form.submit();
    await this.settled();
  }

  async brokenRules(): Promise<Partial<Record<RequestField, readonly string[]>>> {
    const { fieldErrors } = (await this.form()).current();
    const { t } = this.screen.i18n();
    const rules: Partial<Record<RequestField, string[]>> = {};
    for (const error of fieldErrors) {
      const field = FIELDS[error.property];
      if (field) rules[field] = [...(rules[field] ?? []), requestFieldErrorText(t, error)];
    }
    return rules;
  }

  private async organizationSummary() {
    const { summary } = await this.settled();
    if (!summary) throw new Error(`The overview shows the ${await this.content()}, not an organization`);
    return summary;
  }

  private settled(): Promise<OrganizationOverviewState> {
    return this.overview.settled(read);
  }

  /** The request form's view model, made as the screen makes it once the form is shown. */
  private async form(): Promise<OrganizationRequestViewModel> {
    const content = await this.content();
    if (content !== "request form")
      throw new Error(`The overview shows the ${content}, not the request form`);
    return this.requestForm.get();
  }
}

/** The region of a country's English name ("Canada" → "CA"). */
function regionNamed(country: string): string {
  const region = Object.keys(CALLING_CODES).find((code) => englishRegions.of(code) === country);
  if (!region) throw new Error(`No country is named "${country}" in the calling-code picker`);
  return region;
}
