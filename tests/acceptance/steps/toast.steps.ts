import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { ToastPosition } from "../../../core/notifier/notifier.port.ts";
import { findExecutableMarkup } from "../support/executable-markup.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";

When("the dashboard shows the toast {string} as HTML", async function (this: DashboardWorld, html: string) {
  this.lastToastId = await this.dashboard.raiseToast({ message: html, html: true, timeoutMs: 0 }, "default");
});

When(
  "the dashboard shows the interface toast {string}",
  async function (this: DashboardWorld, message: string) {
    this.lastToastId = await this.dashboard.raiseToast({ message, timeoutMs: 0 }, "interface");
  },
);

When("the dashboard shows the toast {string} twice", async function (this: DashboardWorld, message: string) {
  await this.dashboard.raiseToast({ message, timeoutMs: 0 }, "default");
  this.lastToastId = await this.dashboard.raiseToast({ message, timeoutMs: 0 }, "default");
});

When(
  "the dashboard shows a toast at the position {string}",
  async function (this: DashboardWorld, position: string) {
    this.lastToastId = await this.dashboard.raiseToast(
      { message: "Misplaced", position: position as ToastPosition },
      "default",
    );
  },
);

Then("a toast says {string}", async function (this: DashboardWorld, text: string) {
  await assertAToastSays(this.dashboard, text);
});

Then("exactly one toast says {string}", async function (this: DashboardWorld, text: string) {
  const toasts = await this.dashboard.visibleToasts();
  assert.equal(toasts.filter((toast) => toast.text === text).length, 1);
});

Then("that toast counts {int} repeats", async function (this: DashboardWorld, count: number) {
  const [toast] = await this.dashboard.visibleToasts();
  assert.equal(toast?.repeatCount, count);
});

Then("that toast is in the {string} corner", async function (this: DashboardWorld, position: string) {
  const [toast] = await this.dashboard.visibleToasts();
  assert.equal(toast?.position, position);
});

Then("no toast contains anything that could run", async function (this: DashboardWorld) {
  for (const toast of await this.dashboard.visibleToasts()) {
    assert.deepEqual(findExecutableMarkup(toast.html), []);
  }
});

Then("no toast is shown", async function (this: DashboardWorld) {
  assert.equal(this.lastToastId, null);
  assert.deepEqual(await this.dashboard.visibleToasts(), []);
});

Then("the console reports an invalid toast position", async function (this: DashboardWorld) {
  const errors = await this.dashboard.consoleErrors();
  assert.ok(
    errors.some((message) => /position/i.test(message)),
    `console errors: ${JSON.stringify(errors)}`,
  );
});
