import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { DashboardDriver } from "../support/dashboard-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The pages a person opens by name ("I open the usage logs"), each with the driver of its screen. */
const PAGES: Readonly<Record<string, (dashboard: DashboardDriver) => { open(): Promise<void> }>> = {
  "the API keys": (dashboard) => dashboard.apiKeys,
  "the API documentation": (dashboard) => dashboard.apiDocument,
  "the available models": (dashboard) => dashboard.availableModels,
  "the data retention page": (dashboard) => dashboard.retention,
  "the departments": (dashboard) => dashboard.organizationDepartments,
  "the documentation": (dashboard) => dashboard.docs,
  "the feedback page": (dashboard) => dashboard.feedback,
  "the organization models": (dashboard) => dashboard.organizationModels,
  "the organization overview": (dashboard) => dashboard.organizationOverview,
  "the organization report": (dashboard) => dashboard.organizationReport,
  "the organization's users": (dashboard) => dashboard.organizationUsers,
  "the subscription page": (dashboard) => dashboard.subscription,
  "the usage logs": (dashboard) => dashboard.usageLogs,
};

When(
  new RegExp(`^I open (${Object.keys(PAGES).join("|")})$`),
  async function (this: DashboardWorld, page: string) {
    await PAGES[page]?.(this.dashboard).open();
  },
);

/** The pages whose notice (what they show in place of their list) a step reads, as the features say it. */
const NOTICES: Readonly<
  Record<string, (dashboard: DashboardDriver) => { notice(): Promise<string | null> }>
> = {
  "the API keys page says": (dashboard) => dashboard.apiKeys,
  "the models page says": (dashboard) => dashboard.availableModels,
  "the usage logs say": (dashboard) => dashboard.usageLogs,
  "the users page says": (dashboard) => dashboard.organizationUsers,
  "my usage says": (dashboard) => dashboard.usageAnalytics,
};

Then(
  new RegExp(`^(${Object.keys(NOTICES).join("|")}) "([^"]*)"$`),
  async function (this: DashboardWorld, page: string, notice: string) {
    assert.equal(await NOTICES[page]?.(this.dashboard).notice(), notice);
  },
);
