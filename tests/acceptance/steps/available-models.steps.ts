import assert from "node:assert/strict";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import type { CatalogueSortKey } from "../../../core/available-models/model-catalogue-query.ts";
import type { ShownModel } from "../support/available-models-driver.ts";
import { shownQuery } from "../support/shown-query.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The columns as a person names them. */
const COLUMNS: Readonly<Record<string, CatalogueSortKey>> = {
  name: "name",
  provider: "provider",
  "context window": "context",
  "input price": "input",
  "output price": "output",
};

function asColumn(words: string): CatalogueSortKey {
  const column = COLUMNS[words];
  assert.ok(column, `unknown column "${words}"; known: ${Object.keys(COLUMNS).join(", ")}`);
  return column;
}

/** What a column's cell is worth, to check an order: prices and context windows are compared as numbers. */
function sortValueOf(model: ShownModel, column: CatalogueSortKey): number | string {
  switch (column) {
    case "name":
      return model.name;
    case "provider":
      return model.provider;
    case "context":
      return contextTokens(model.context);
    case "input":
      return Number(model.input.replace("$", ""));
    case "cachedInput":
      return Number(model.cachedInput.replace("$", ""));
    case "output":
      return Number(model.output.replace("$", ""));
  }
}

function contextTokens(shown: string): number {
  const unit = { K: 1e3, M: 1e6 }[shown.slice(-1)] ?? 1;
  return Number.parseFloat(shown) * unit;
}

/** "tools, vision" as the list it names. */
function listed(words: string): string[] {
  return words
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);
}

async function addressCapabilities(world: DashboardWorld): Promise<string[]> {
  return (await shownQuery(world.dashboard)).getAll("capability");
}

async function pressedCapabilities(world: DashboardWorld): Promise<string[]> {
  return (await world.dashboard.availableModels.capabilityFilter())
    .filter((button) => button.pressed)
    .map((button) => button.capability);
}

async function shown(world: DashboardWorld): Promise<readonly ShownModel[]> {
  const models = await world.dashboard.availableModels.shownModels();
  assert.ok(models.length > 0, "no model is shown");
  return models;
}

/** The shown model of this name; fails naming those shown. */
function shownNamed(models: readonly ShownModel[], name: string): ShownModel {
  const model = models.find((found) => found.name === name);
  assert.ok(model, `${name} is not shown; shown: ${models.map((found) => found.name).join(", ")}`);
  return model;
}

When("I search the models for {string}", async function (this: DashboardWorld, text: string) {
  await this.dashboard.availableModels.search(text);
});

When("I filter the models by the provider {string}", async function (this: DashboardWorld, name: string) {
  await this.dashboard.availableModels.toggleProvider(name);
});

When(
  /^I sort the models by (name|provider|context window|input price|output price)$/,
  async function (this: DashboardWorld, column: string) {
    await this.dashboard.availableModels.sortBy(asColumn(column));
  },
);

When("I filter the models by the capability {string}", async function (this: DashboardWorld, name: string) {
  await this.dashboard.availableModels.toggleCapability(name);
});

When("I clear the model filters", async function (this: DashboardWorld) {
  await this.dashboard.availableModels.clearFilters();
});

Then("the models include:", async function (this: DashboardWorld, table: DataTable) {
  const models = await shown(this);
  for (const expected of table.hashes()) {
    const model = shownNamed(models, expected.model ?? "");
    assert.deepEqual(
      {
        provider: model.provider,
        context: model.context,
        input: model.input,
        output: model.output,
        reasoning: model.capabilities.includes("reasoning") ? "yes" : "no",
        developer: model.developer,
      },
      {
        provider: expected.provider,
        context: expected.context,
        input: expected.input,
        output: expected.output,
        reasoning: expected.reasoning,
        developer: expected.developer,
      },
      `the row of ${expected.model}`,
    );
  }
});

Then(
  "the model {string} can do {string}",
  async function (this: DashboardWorld, name: string, capabilities: string) {
    const model = (await shown(this)).find((found) => found.name === name);
    assert.ok(model, `${name} is not shown`);
    assert.equal(model.capabilities.join(", "), capabilities, `the capabilities of ${name}`);
  },
);

Then("the models show:", async function (this: DashboardWorld, table: DataTable) {
  const models = await shown(this);
  for (const expected of table.hashes()) {
    const model = shownNamed(models, expected.model ?? "");
    assert.deepEqual(
      {
        tags: model.capabilities.join(", "),
        context: model.context,
        maxOutput: model.maxOutput,
        pricesReadOn: model.pricesReadOn,
        pricesChecked: model.pricesChecked ? "yes" : "no",
      },
      {
        tags: expected.tags,
        context: expected.context,
        maxOutput: expected["max output"],
        pricesReadOn: expected["prices read on"],
        pricesChecked: expected["prices checked"],
      },
      `the row of ${expected.model}`,
    );
  }
});

Then("every model shown says the day its prices were read", async function (this: DashboardWorld) {
  for (const model of await shown(this)) assert.match(model.pricesReadOn, /^\d{4}-\d{2}-\d{2}$/, model.name);
});

Then("the capability filter offers {string}", async function (this: DashboardWorld, names: string) {
  const buttons = await this.dashboard.availableModels.capabilityFilter();
  assert.deepEqual(
    buttons.map((button) => button.capability),
    listed(names),
  );
});

Then("the capability filter has {string} pressed", async function (this: DashboardWorld, names: string) {
  assert.deepEqual(await pressedCapabilities(this), listed(names));
});

Then("the capability filter has nothing pressed", async function (this: DashboardWorld) {
  assert.deepEqual(await pressedCapabilities(this), []);
});

Then(
  "the capability filter counts every model shown for {string}",
  async function (this: DashboardWorld, name: string) {
    const buttons = await this.dashboard.availableModels.capabilityFilter();
    const button = buttons.find((found) => found.capability === name);
    assert.ok(button, `no ${name} button in the capability filter`);
    assert.equal(button.modelCount, (await shown(this)).length);
  },
);

Then("every model shown can do {string}", async function (this: DashboardWorld, names: string) {
  for (const model of await shown(this))
    for (const capability of listed(names))
      assert.ok(
        model.capabilities.includes(capability),
        `${model.name} cannot do ${capability}: ${model.capabilities.join(", ")}`,
      );
});

Then("the address keeps the capabilities {string}", async function (this: DashboardWorld, names: string) {
  assert.deepEqual(await addressCapabilities(this), listed(names));
});

Then("the address keeps no capability", async function (this: DashboardWorld) {
  assert.deepEqual(await addressCapabilities(this), []);
});

Then("every model shown has {string} in its name", async function (this: DashboardWorld, part: string) {
  for (const model of await shown(this)) assert.match(model.name, new RegExp(part, "i"));
});

Then("every model shown is from {string}", async function (this: DashboardWorld, provider: string) {
  for (const model of await shown(this)) assert.equal(model.provider, provider, model.name);
});

Then("the models shown include {string}", async function (this: DashboardWorld, name: string) {
  assert.ok((await shown(this)).some((model) => model.name === name));
});

Then(
  /^the models are in (ascending|descending) order of (name|provider|context window|input price|output price)$/,
  async function (this: DashboardWorld, direction: "ascending" | "descending", words: string) {
    const column = asColumn(words);
    const values = (await shown(this)).map((model) => sortValueOf(model, column));
    const sorted = [...values].sort((a, b) =>
      typeof a === "number" && typeof b === "number"
        ? a - b
        : String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" }),
    );
    assert.deepEqual(values, direction === "ascending" ? sorted : sorted.reverse());
    assert.equal(await this.dashboard.availableModels.sortOrder(column), direction);
  },
);

Then("the count says how many of all the models are shown", async function (this: DashboardWorld) {
  const count = await this.dashboard.availableModels.count();
  const shownCount = (await this.dashboard.availableModels.shownModels()).length;
  const match = /^(\d+) of (\d+) models?$/.exec(count);
  assert.ok(match, `the count reads "${count}"`);
  assert.equal(Number(match[1]), shownCount);
  assert.ok(Number(match[2]) >= shownCount, `the count reads "${count}"`);
});

Then("the count says every model is shown", async function (this: DashboardWorld) {
  const count = await this.dashboard.availableModels.count();
  const shownCount = (await shown(this)).length;
  assert.equal(count, `${shownCount} of ${shownCount} models`);
});

Then("no model is shown", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.availableModels.shownModels(), []);
});
