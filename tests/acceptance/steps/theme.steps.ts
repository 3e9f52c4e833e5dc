import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { PALETTES } from "../../../core/theme/palette.ts";
import { ThemeMode } from "../../../core/theme/theme-mode.ts";
import type { DashboardWorld } from "../support/world.ts";

function asThemeMode(value: string): ThemeMode {
  assert.ok(Object.values(ThemeMode).includes(value as ThemeMode), `unknown theme ${value}`);
  return value as ThemeMode;
}

Given("my operating system prefers a light appearance", async function (this: DashboardWorld) {
  await this.dashboard.setSystemPrefersDark(false);
});

When("my operating system switches to a dark appearance", async function (this: DashboardWorld) {
  await this.dashboard.setSystemPrefersDark(true);
});

When("my operating system switches to a light appearance", async function (this: DashboardWorld) {
  await this.dashboard.setSystemPrefersDark(false);
});

When("I choose the {string} theme", async function (this: DashboardWorld, mode: string) {
  await this.dashboard.chooseTheme(asThemeMode(mode));
});

Then("the theme is dark", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.appliedTheme(), "dark");
});

Then("the theme is light", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.appliedTheme(), "light");
});

Then("the browser theme colour matches the dark background", async function (this: DashboardWorld) {
  assert.equal((await this.dashboard.themeColor()).toLowerCase(), PALETTES.dark.background.toLowerCase());
});

Then("the browser theme colour matches the light background", async function (this: DashboardWorld) {
  assert.equal((await this.dashboard.themeColor()).toLowerCase(), PALETTES.light.background.toLowerCase());
});

Then("the stored app state has the theme {string}", async function (this: DashboardWorld, mode: string) {
  assert.equal((await this.dashboard.storedAppState())?.themeMode, asThemeMode(mode));
});
