import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { SnippetLanguage } from "../../../core/code-snippets/code-snippets.ts";
import type { CreatedKey } from "../support/api-keys-driver.ts";
import { keptValue } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

const LANGUAGES: Readonly<Record<string, SnippetLanguage>> = {
  curl: "curl",
  Python: "python",
  TypeScript: "typeScript",
};

/** The key each scenario created for the examples: "that key". */
const thatKey = keptValue<CreatedKey>("key for the examples");

function languageNamed(name: string): SnippetLanguage {
  const language = LANGUAGES[name];
  assert.ok(language, `no example is written in ${name}`);
  return language;
}

Given("I have just created an API key", async function (this: DashboardWorld) {
  await this.dashboard.apiKeys.open();
  const key = await this.dashboard.apiKeys.createKey();
  assert.ok(key, "no key was created");
  thatKey.keep(this, key);
});

When("I choose that key for the examples", async function (this: DashboardWorld) {
  await this.dashboard.apiDocument.chooseKey(maskApiKey(thatKey.recall(this).value));
});

Then("the API documentation lists {string}", async function (this: DashboardWorld, operation: string) {
  const operations = await this.dashboard.apiDocument.operations();
  assert.ok(operations.includes(operation), `the operations are ${JSON.stringify(operations)}`);
});

Then(
  "{string} may be called with {string}",
  async function (this: DashboardWorld, operation: string, access: string) {
    assert.equal(await this.dashboard.apiDocument.accessOf(operation), access);
  },
);

Then("no key is offered for the examples", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.apiDocument.offeredKeys(), []);
});

Then(
  "the {word} example of {string} reads the API key from {string}",
  async function (this: DashboardWorld, language: string, operation: string, variable: string) {
    const example = await this.dashboard.apiDocument.example(operation, languageNamed(language));
    assert.ok(example.includes(variable), `the example does not read ${variable}:\n${example}`);
    assert.doesNotMatch(example, /Bearer mk-/);
  },
);

Then(
  "the {word} example of {string} carries that key in full",
  async function (this: DashboardWorld, language: string, operation: string) {
    const example = await this.dashboard.apiDocument.example(operation, languageNamed(language));
    assert.ok(
      example.includes(`Bearer ${thatKey.recall(this).value}`),
      `the example does not carry the key:\n${example}`,
    );
  },
);
