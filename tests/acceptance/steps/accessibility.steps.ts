import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { ToastIntent } from "../../../core/notifier/notifier.port.ts";
import type { AccessibilityViolation } from "../support/accessibility-driver.ts";
import { asOverlayName } from "../support/accessibility-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

type ControlRole = "button" | "link" | "textbox" | "radio" | "checkbox";

function described(violations: readonly AccessibilityViolation[]): string {
  return violations
    .map(
      (violation) =>
        `- ${violation.rule} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n` +
        violation.targets.map((target) => `    at ${target}`).join("\n"),
    )
    .join("\n");
}

When("I open the overlay {string}", async function (this: DashboardWorld, name: string) {
  await this.dashboard.accessibility.openOverlay(asOverlayName(name));
});

When(
  "the dashboard shows a(n) {string} toast with a caption",
  async function (this: DashboardWorld, intent: string) {
    this.lastToastId = await this.dashboard.raiseToast(
      {
        message: "The settings were saved.",
        caption: "Research",
        intent: intent as ToastIntent,
        timeoutMs: 0,
      },
      "default",
    );
  },
);

// One visit, both themes: the system theme is chosen, and the operating system's preference turns from light to
// dark between the two checks, which the dashboard follows without a reload (overlays stay open meanwhile).
Then(
  "axe finds no WCAG 2.1 A or AA violation in the light theme nor in the dark one",
  async function (this: DashboardWorld) {
    const found: string[] = [];
    for (const theme of ["light", "dark"] as const) {
      await this.dashboard.setSystemPrefersDark(theme === "dark");
      assert.equal(
        await this.dashboard.appliedTheme(),
        theme,
        "the dashboard did not follow the system theme",
      );
      const violations = await this.dashboard.accessibility.violations();
      if (violations.length > 0)
        found.push(`in the ${theme} theme, ${violations.length} violation(s):\n${described(violations)}`);
    }
    if (found.length > 0) assert.fail(`axe found ${found.join("\n")}`);
  },
);

When(
  "I press Tab until the {word} {string} has the focus",
  async function (this: DashboardWorld, role: string, name: string) {
    await this.dashboard.accessibility.tabTo(role as ControlRole, name);
  },
);

When("I press {word}", async function (this: DashboardWorld, key: string) {
  await this.dashboard.accessibility.press(key);
});

When("I type {string}", async function (this: DashboardWorld, text: string) {
  await this.dashboard.accessibility.type(text);
});

Then("the focus is on the page heading {string}", async function (this: DashboardWorld, heading: string) {
  const focused = await this.dashboard.accessibility.focused();
  assert.deepEqual(
    { name: focused.name, isPageHeading: focused.isPageHeading, visiblyFocused: focused.visiblyFocused },
    { name: heading, isPageHeading: true, visiblyFocused: true },
  );
});

Then("the focus is on {string}, visibly", async function (this: DashboardWorld, name: string) {
  const focused = await this.dashboard.accessibility.focused();
  assert.deepEqual(
    { name: focused.name, visiblyFocused: focused.visiblyFocused },
    { name, visiblyFocused: true },
  );
});

When(
  "I open the {word} tab of the department {string}",
  async function (this: DashboardWorld, tab: string, department: string) {
    if (tab === "settings") {
      await this.dashboard.organizationDepartments.open();
      await this.dashboard.organizationDepartments.openSettings(department);
      return;
    }
    assert.ok(["files", "models", "people"].includes(tab), `unknown department tab ${tab}`);
    await this.dashboard.departmentResources.openTab(department, tab as "files" | "models" | "people");
  },
);

Then("nothing on the page moves without end, shown or hidden", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.accessibility.endlessAnimations(), []);
});
