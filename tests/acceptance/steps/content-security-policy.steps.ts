import assert from "node:assert/strict";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

const remembered = scenarioMemory<{ policy?: string; htmlError?: string | null }>(() => ({}));

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

When(
  "I open {string} and read its Content Security Policy",
  async function (this: DashboardWorld, path: string) {
    remembered(this).policy = await this.dashboard.contentSecurityPolicy.servedPolicy(path);
  },
);

Then("the policy has these directives:", function (this: DashboardWorld, table: DataTable) {
  const served = directives(remembered(this).policy ?? "");
  for (const { directive, sources } of table.hashes() as { directive: string; sources: string }[]) {
    assert.deepEqual(served.get(directive), sources.split(" "), `${directive} in ${remembered(this).policy}`);
  }
});

Then(
  "no directive allows {string} or {string}",
  function (this: DashboardWorld, first: string, second: string) {
    const policy = remembered(this).policy ?? "";
    assert.ok(policy.length > 0, "the page was served without a Content Security Policy");
    for (const source of [first, second]) assert.ok(!policy.includes(source), `${source} in ${policy}`);
  },
);

When(
  "the page {string} is served with this markup injected:",
  async function (this: DashboardWorld, path: string, markup: string) {
    await this.dashboard.contentSecurityPolicy.openWithInjectedMarkup(path, markup.trim());
  },
);

Then("the injected code did not run", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.contentSecurityPolicy.injectedCodeRan(), false);
});

When("a script of the page assigns a plain string to innerHTML", async function (this: DashboardWorld) {
  remembered(this).htmlError = await this.dashboard.contentSecurityPolicy.assignPlainStringAsHtml();
});

Then("the assignment is refused with {string}", function (this: DashboardWorld, message: string) {
  assert.ok(remembered(this).htmlError?.includes(message), `refused with: ${remembered(this).htmlError}`);
});

Then(
  "the page reported only {string} blocking {string}",
  async function (this: DashboardWorld, directive: string, blockedUri: string) {
    const reported = await this.dashboard.contentSecurityPolicy.takeViolations();
    assert.ok(reported.length > 0, "the page reported no violation");
    assert.deepEqual(
      reported.filter(
        (violation) => violation.directive !== directive || violation.blockedUri !== blockedUri,
      ),
      [],
    );
  },
);
