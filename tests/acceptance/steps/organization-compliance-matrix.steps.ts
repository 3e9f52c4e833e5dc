import assert from "node:assert/strict";
import { type DataTable, Then, When } from "@cucumber/cucumber";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { MatrixRowShown } from "../support/organization-report-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { ExportedFile } from "../support/usage-logs-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

const memory = scenarioMemory((): { file?: ExportedFile } => ({}));
const report = (world: DashboardWorld) => world.dashboard.organizationReport;

async function rowOf(world: DashboardWorld, department: string): Promise<MatrixRowShown> {
  const row = (await report(world).matrixRows()).find((shown) => shown.department === department);
  assert.ok(row, `the compliance matrix has no row for ${department}`);
  return row;
}

When("I open the compliance matrix", async function (this: DashboardWorld) {
  await report(this).openMatrix();
});

When("I export the compliance matrix as CSV", async function (this: DashboardWorld) {
  memory(this).file = await report(this).exportMatrixCsv();
});

Then("the address shows the compliance matrix", async function (this: DashboardWorld) {
  const address = new URL(await this.dashboard.location(), "http://dashboard.test");
  assert.equal(address.pathname, "/organization/report");
  assert.equal(address.searchParams.get("view"), "matrix");
});

Then(
  "the compliance matrix shows for {string}:",
  async function (this: DashboardWorld, department: string, table: DataTable) {
    const row = await rowOf(this, department);
    const expected = table
      .hashes()
      .map((line) => [line.framework, { adopted: line.adopted === "yes", setBy: line["set by"] || null }]);
    const shown = expected.map(([framework]) => [framework, row.frameworks[framework as string]]);
    assert.deepEqual(shown, expected);
    assert.equal(Object.keys(row.frameworks).length, 7);
  },
);

Then(
  "the compliance matrix shows {string} handling PII as {string} for {string} and {string}",
  async function (this: DashboardWorld, department: string, handling: string, first: string, second: string) {
    const row = await rowOf(this, department);
    assert.equal(row.piiHandling, handling);
    assert.ok(row.piiEntities.includes(first), `entities: ${row.piiEntities.join(", ")}`);
    assert.ok(row.piiEntities.includes(second), `entities: ${row.piiEntities.join(", ")}`);
  },
);

Then(
  "the compliance matrix shows a budget of {string} and the models {string} may use",
  async function (this: DashboardWorld, budget: string, department: string) {
    const row = await rowOf(this, department);
    assert.equal(row.budget, budget);
    assert.ok(row.models.length > 0 && row.models.every((model) => model.length > 0));
  },
);

Then(
  "the matrix file is dated today and has one row per department shown",
  async function (this: DashboardWorld) {
    const file = memory(this).file;
    assert.ok(file, "nothing was exported");
    assert.equal(file.fileName, `compliance-matrix-${dateAndTime(new Date()).date}.csv`);
    const [header, ...rows] = file.rows;
    assert.equal(header?.[0], "department");
    const shown = (await report(this).matrixRows()).map((row) => row.department);
    assert.deepEqual(
      rows.map((row) => row[0]),
      shown,
    );
  },
);

Then(
  "the matrix file's {string} row says SOC2 {string} set by {string}, GDPR {string} and PII handling {string}",
  async function (
    this: DashboardWorld,
    department: string,
    soc2: string,
    setBy: string,
    gdpr: string,
    handling: string,
  ) {
    const [header = [], ...rows] = memory(this).file?.rows ?? [];
    const row = rows.find((cells) => cells[0] === department);
    assert.ok(row, `the file has no row for ${department}`);
    const cell = (field: string) => row[header.indexOf(field)];
    assert.deepEqual(
      [cell("SOC2"), cell("SOC2_setBy"), cell("GDPR"), cell("piiHandling")],
      [soc2, setBy, gdpr, handling],
    );
  },
);
