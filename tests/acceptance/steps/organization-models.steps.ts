import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { ListedOrganizationModelRow } from "../support/organization-models-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import { assertAToastSays } from "../support/toast-check.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What a scenario added: the available model it picked, and the name of its own custom model. */
const added = scenarioMemory(() => ({
  availableModel: null as string | null,
  customModel: `edge-guard-${Math.random().toString(36).slice(2, 8)}`,
}));

const RENEWABLE_SHARE = /^\d{1,3}\.\d{2}%$/;
const CUSTOM_API_KEY = "sk-edge-guard-7c41";

async function listed(world: DashboardWorld, name: string): Promise<ListedOrganizationModelRow | undefined> {
  return (await world.dashboard.organizationModels.listedModels()).find((model) => model.name === name);
}

async function listedOrFail(world: DashboardWorld, name: string): Promise<ListedOrganizationModelRow> {
  const model = await listed(world, name);
  assert.ok(model, `${name} is not listed`);
  return model;
}

function availableModel(world: DashboardWorld): string {
  const name = added(world).availableModel;
  assert.ok(name, "no available model was added in this scenario");
  return name;
}

async function assertEmissionOfItsGridNode(world: DashboardWorld, name: string): Promise<void> {
  const model = await listedOrFail(world, name);
  const node = (await world.dashboard.organizationModels.gridNodes()).find(
    (found) => found.name === model.gridNode,
  );
  assert.ok(node, `${name} runs on "${model.gridNode}", which is not among the grid nodes`);
  assert.match(model.emission, RENEWABLE_SHARE);
  assert.equal(model.emission, node.renewable);
}

When("I add an available model the organization does not have yet", async function (this: DashboardWorld) {
  const [first] = await this.dashboard.organizationModels.offeredAvailableModels();
  assert.ok(first, "no available model is offered");
  added(this).availableModel = first;
  await this.dashboard.organizationModels.addAvailableModel(first);
});

When(
  "I add a private custom model of my own on a grid node, with an API key",
  async function (this: DashboardWorld) {
    const [node] = await this.dashboard.organizationModels.gridNodes();
    assert.ok(node, "no grid node is listed");
    await this.dashboard.organizationModels.addCustomModel({
      name: added(this).customModel,
      provider: "vLLM",
      access: "PRIVATE",
      gridNode: node.name,
      dedicatedUrl: "https://edge-guard.example/v1",
      apiKey: CUSTOM_API_KEY,
      configXml: "<model><maxTokens>4096</maxTokens></model>",
    });
  },
);

When("I add a custom model of my own without a grid node", async function (this: DashboardWorld) {
  const [node] = await this.dashboard.organizationModels.gridNodes();
  assert.ok(node, "no grid node is listed");
  await this.dashboard.organizationModels.addCustomModel({
    name: added(this).customModel,
    provider: "Ollama",
    region: node.region,
  });
});

When("I ask to delete my custom model", async function (this: DashboardWorld) {
  await this.dashboard.organizationModels.askToDelete(added(this).customModel);
});

When("I confirm deleting the model", async function (this: DashboardWorld) {
  await this.dashboard.organizationModels.confirmDeletion();
});

Then(
  "that model is listed as {word} with {word} access, last changed by {string}",
  async function (this: DashboardWorld, type: string, access: string, role: string) {
    const model = await listedOrFail(this, availableModel(this));
    assert.deepEqual([model.type, model.access, model.lastChangedBy], [type, access, role]);
  },
);

Then(
  "that model's emission is its grid node's renewable share, with 2 decimals",
  async function (this: DashboardWorld) {
    await assertEmissionOfItsGridNode(this, availableModel(this));
  },
);

Then("that model is no longer offered among the available models", async function (this: DashboardWorld) {
  const offered = await this.dashboard.organizationModels.offeredAvailableModels();
  assert.ok(!offered.includes(availableModel(this)), `${availableModel(this)} is still offered`);
});

Then(
  "my custom model is listed as {word} with {word} access, its API key masked",
  async function (this: DashboardWorld, type: string, access: string) {
    const model = await listedOrFail(this, added(this).customModel);
    assert.deepEqual([model.type, model.access], [type, access]);
    assert.ok(model.apiKey, "no API key is shown");
    assert.ok(!model.apiKey.includes(CUSTOM_API_KEY.slice(0, -4)), `the key is shown as ${model.apiKey}`);
    assert.ok(model.apiKey.endsWith(CUSTOM_API_KEY.slice(-4)), `the key is shown as ${model.apiKey}`);
  },
);

Then(
  "my custom model's emission is its grid node's renewable share, with 2 decimals",
  async function (this: DashboardWorld) {
    await assertEmissionOfItsGridNode(this, added(this).customModel);
  },
);

Then("I am asked to confirm deleting my custom model, by its name", async function (this: DashboardWorld) {
  const question = await this.dashboard.organizationModels.confirmation();
  assert.ok(question?.includes(added(this).customModel), `the confirmation reads "${question}"`);
});

Then("my custom model is no longer listed", async function (this: DashboardWorld) {
  assert.equal(await listed(this, added(this).customModel), undefined);
});

Then("a toast says my custom model was deleted", async function (this: DashboardWorld) {
  await assertAToastSays(this.dashboard, `The model ${added(this).customModel} was deleted.`);
});

Then("the model form says {string}", async function (this: DashboardWorld, message: string) {
  assert.deepEqual(await this.dashboard.organizationModels.formErrors(), [message]);
});

Then("my custom model was not sent to the gateway", async function (this: DashboardWorld) {
  const stored = await this.dashboard.organizationModels.storedModelNames();
  assert.ok(stored.length > 0, "the gateway's models could not be read");
  assert.ok(!stored.includes(added(this).customModel), `${added(this).customModel} reached the gateway`);
});

Then(
  "a model last changed by {string} cannot be deleted",
  async function (this: DashboardWorld, role: string) {
    const models = await this.dashboard.organizationModels.listedModels();
    const changedByRole = models.filter((model) => model.lastChangedBy === role);
    assert.ok(changedByRole.length > 0, `no model was last changed by ${role}`);
    assert.deepEqual(
      changedByRole.map((model) => [model.name, model.deletable]),
      changedByRole.map((model) => [model.name, false]),
    );
  },
);

Then("my custom model can be deleted", async function (this: DashboardWorld) {
  assert.equal((await listedOrFail(this, added(this).customModel)).deletable, true);
});

Then("the organization's models are listed", async function (this: DashboardWorld) {
  assert.ok((await this.dashboard.organizationModels.listedModels()).length > 0, "no model is listed");
});

Then(
  "adding a model is disabled with the reason {string}",
  async function (this: DashboardWorld, reason: string) {
    assert.deepEqual(await this.dashboard.organizationModels.addReasons(), [reason, reason]);
  },
);

Then("no model offers to be deleted", async function (this: DashboardWorld) {
  const models = await this.dashboard.organizationModels.listedModels();
  assert.deepEqual(
    models.filter((model) => model.deletable !== null).map((model) => model.name),
    [],
  );
});

Then(
  "the grid nodes are listed with their region, name, location, price per MWh and last update",
  async function (this: DashboardWorld) {
    const nodes = await this.dashboard.organizationModels.gridNodes();
    assert.ok(nodes.length > 0, "no grid node is listed");
    for (const node of nodes) {
      assert.ok(
        node.region && node.name && node.location,
        `a grid node lacks words: ${JSON.stringify(node)}`,
      );
      assert.match(node.lmp, /^\$[\d,]+\.\d{2}\/MWh$/);
      assert.match(node.lastUpdate, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
  },
);

Then("every grid node's renewable share is shown with 2 decimals", async function (this: DashboardWorld) {
  for (const node of await this.dashboard.organizationModels.gridNodes()) {
    assert.match(node.renewable, RENEWABLE_SHARE, `${node.name} shows ${node.renewable}`);
  }
});
