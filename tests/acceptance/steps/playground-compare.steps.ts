import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import type { CodeSnippets } from "../../../core/code-snippets/code-snippets.ts";
import { keptValue } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

interface ShownCode extends CodeSnippets {
  readonly prompt: string;
}

/** The code each scenario last viewed, kept beside its world (the world is shared by every area). */
const shownCode = keptValue<ShownCode>("code viewed");

/** The JSON a curl snippet sends: the heredoc between `<<'JSON'` and the closing `JSON` line. */
function curlBody(snippet: string): { model: string; stream: boolean; messages: { content: string }[] } {
  const body = /<<'JSON'\n([\s\S]*)\nJSON\n?$/.exec(snippet)?.[1];
  assert.ok(body, `No JSON heredoc in:\n${snippet}`);
  return JSON.parse(body);
}

When(
  "I compare {string} and {string} on the prompt {string}",
  async function (this: DashboardWorld, first: string, second: string, prompt: string) {
    await this.dashboard.playgroundCompare.compare([first, second], prompt);
  },
);

When(
  "I compare only {string} on the prompt {string}",
  async function (this: DashboardWorld, model: string, prompt: string) {
    await this.dashboard.playgroundCompare.compare([model], prompt);
  },
);

When(
  "I view the code of the prompt {string} sent to {string}",
  async function (this: DashboardWorld, prompt: string, model: string) {
    shownCode.keep(this, { prompt, ...(await this.dashboard.playgroundCompare.viewCode(model, prompt)) });
  },
);

Then("each compared model has answered in its own column", async function (this: DashboardWorld) {
  const columns = await this.dashboard.playgroundCompare.columns();
  assert.equal(columns.length, 2);
  for (const column of columns) {
    assert.equal(column.status, "Done", `${column.model}: ${column.failure ?? column.status}`);
    assert.notEqual(column.answer, "");
  }
});

Then(
  "the results give each model its time to first token, duration, tokens in and out, cost, energy cost and renewable share",
  async function (this: DashboardWorld) {
    const rows = await this.dashboard.playgroundCompare.results();
    assert.equal(rows.length, 2);
    for (const { model, figures } of rows) {
      assert.match(figures.timeToFirstTokenMs, /^\d+ ms$/, model);
      assert.match(figures.durationMs, /^\d+ ms$/, model);
      assert.match(figures.tokensIn, /^[1-9]\d*$/, model);
      assert.match(figures.tokensOut, /^[1-9]\d*$/, model);
      assert.match(figures.emissions, /^\d+(\.\d+)?%( \(estimate\))?$/, model);
    }
  },
);

Then("the lowest cost is highlighted for {string}", async function (this: DashboardWorld, model: string) {
  const rows = await this.dashboard.playgroundCompare.results();
  const highlighted = rows.filter((row) => row.best.includes("totalCost")).map((row) => row.model);
  assert.deepEqual(highlighted, [model]);
});

Then("the costs read like the request logs, with 7 decimals", async function (this: DashboardWorld) {
  for (const { figures } of await this.dashboard.playgroundCompare.results()) {
    assert.match(figures.totalCost, /^\$\d+\.\d{7}$/);
    assert.match(figures.energyCost, /^\$\d+\.\d{7}$/);
  }
});

Then(
  "the {string} column names the model that served it and why",
  async function (this: DashboardWorld, model: string) {
    const column = (await this.dashboard.playgroundCompare.columns()).find((each) => each.model === model);
    assert.ok(column, `No column for ${model}`);
    assert.match(column.servedBy ?? "", /^Served by \S+/);
    assert.notEqual(column.servedBy, `Served by ${model}`);
    assert.match(column.reason ?? "", /^Why: .+/);
  },
);

Then("the {string} column names no other model", async function (this: DashboardWorld, model: string) {
  const column = (await this.dashboard.playgroundCompare.columns()).find((each) => each.model === model);
  assert.ok(column, `No column for ${model}`);
  assert.equal(column.servedBy, null);
});

Then("the comparison says {string}", async function (this: DashboardWorld, message: string) {
  assert.equal(await this.dashboard.playgroundCompare.problem(), message);
});

Then("nothing has been compared", async function (this: DashboardWorld) {
  assert.deepEqual(await this.dashboard.playgroundCompare.columns(), []);
});

Then(
  "the curl, Python and TypeScript snippets each stream that prompt to {string}",
  async function (this: DashboardWorld, model: string) {
    const { prompt, curl, python, typeScript } = shownCode.recall(this);
    const body = curlBody(curl);
    assert.equal(body.model, model);
    assert.equal(body.stream, true);
    assert.equal(body.messages.at(-1)?.content, prompt);
    const literal = JSON.stringify(prompt);
    assert.ok(python.includes(`model=${JSON.stringify(model)}`) && python.includes("stream=True"), python);
    assert.ok(python.includes(literal), `The Python snippet lacks ${literal}:\n${python}`);
    assert.ok(
      typeScript.includes(`model: ${JSON.stringify(model)}`) && typeScript.includes("stream: true"),
      typeScript,
    );
    assert.ok(typeScript.includes(literal), `The TypeScript snippet lacks ${literal}:\n${typeScript}`);
  },
);

Then("every snippet reads the API key from MERIDIAN_API_KEY", async function (this: DashboardWorld) {
  const { curl, python, typeScript } = shownCode.recall(this);
  assert.ok(curl.includes('-H "Authorization: Bearer $MERIDIAN_API_KEY"'), curl);
  assert.ok(python.includes('api_key=os.environ["MERIDIAN_API_KEY"]'), python);
  assert.ok(typeScript.includes("apiKey: process.env.MERIDIAN_API_KEY"), typeScript);
});
