import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { PALETTES } from "../../../core/theme/palette.ts";
import { ThemeMode } from "../../../core/theme/theme-mode.ts";
import type { DashboardWorld } from "../support/world.ts";

function asThemeMode(value: string): ThemeMode {
  assert.ok(Object.values(ThemeMode).includes(value as ThemeMode), `unknown theme ${value}`);
  return value as ThemeMode;
}

Given(
  /^my operating system (?:prefers|switches to) a (dark|light) appearance$/,
  async function (this: DashboardWorld, appearance: string) {
    await this.dashboard.setSystemPrefersDark(appearance === "dark");
  },
);

When("I choose the {string} theme", async function (this: DashboardWorld, mode: string) {
  await this.dashboard.chooseTheme(asThemeMode(mode));
});

Then(/^the theme is (dark|light)$/, async function (this: DashboardWorld, theme: string) {
  assert.equal(await this.dashboard.appliedTheme(), theme);
});

Then(
  /^the browser theme colour matches the (dark|light) background$/,
  async function (this: DashboardWorld, theme: "dark" | "light") {
    assert.equal((await this.dashboard.themeColor()).toLowerCase(), PALETTES[theme].background.toLowerCase());
  },
);

Then("the stored app state has the theme {string}", async function (this: DashboardWorld, mode: string) {
  assert.equal((await this.dashboard.storedAppState())?.themeMode, asThemeMode(mode));
});
