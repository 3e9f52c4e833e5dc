import assert from "node:assert/strict";
import { Then, When } from "@cucumber/cucumber";
import { dateAndTime } from "../../../core/time/date-and-time.ts";
import type { ReportRow } from "../support/organization-report-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import { shownQuery } from "../support/shown-query.ts";
import type { ExportedFile } from "../support/usage-logs-driver.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What a scenario remembers between steps: the first page's requests, the person filtered by, the file. */
interface Remembered {
  firstPage?: readonly string[];
  person?: string;
  file?: ExportedFile;
}
const memory = scenarioMemory((): Remembered => ({}));

const report = (world: DashboardWorld) => world.dashboard.organizationReport;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const COST = /^\$\d+\.\d{7}$/;
const EMAIL = /^[^@\s]+@[^@\s]+$/;

async function listed(world: DashboardWorld): Promise<readonly ReportRow[]> {
  const rows = await report(world).rows();
  assert.ok(rows.length > 0, "the report lists no request");
  return rows;
}

When(
  "I show only the {string} department in the report",
  async function (this: DashboardWorld, department: string) {
    await report(this).chooseDepartments([department]);
    assert.deepEqual(await report(this).chosenDepartments(), [department]);
  },
);

When("I go to page {int} of the report", async function (this: DashboardWorld, page: number) {
  memory(this).firstPage = (await listed(this)).map((row) => row.requestId);
  await report(this).goToPage(page);
});

When(
  "I show only the requests of the first person the user filter offers",
  async function (this: DashboardWorld) {
    const [person] = await report(this).userChoices();
    assert.ok(person, "the user filter offers nobody");
    memory(this).person = person;
    await report(this).chooseUser(person);
  },
);

When("I chart the last {int} days of the report", async function (this: DashboardWorld, days: number) {
  await report(this).chartRange(days);
});

When("I export the report as CSV", async function (this: DashboardWorld) {
  memory(this).file = await report(this).exportCsv();
});

Then(
  "every request listed is from {string} and names who sent it",
  async function (this: DashboardWorld, department: string) {
    for (const row of await listed(this)) {
      assert.equal(row.department, department, `${row.requestId} is from ${row.department}`);
      assert.match(row.user, EMAIL, `${row.requestId} names no sender`);
      assert.match(row.time, TIME);
      assert.match(row.cost, COST);
      assert.ok(row.status >= 100 && row.status < 600, `${row.requestId} has the status ${row.status}`);
    }
  },
);

Then("the report counts more requests than one page holds", async function (this: DashboardWorld) {
  const rows = await listed(this);
  assert.ok((await report(this).total()) > rows.length, "every request fits on one page");
});

Then("the report shows at most {int} page buttons", async function (this: DashboardWorld, most: number) {
  const { pages, current } = await report(this).pages();
  assert.ok(pages.length >= 2, `only ${pages.length} page button(s)`);
  assert.ok(pages.length <= most, `${pages.length} page buttons: ${pages.join(", ")}`);
  assert.equal(current, 1);
});

Then(
  "other requests are listed, still only from {string}",
  async function (this: DashboardWorld, department: string) {
    const rows = await listed(this);
    const before = new Set(memory(this).firstPage ?? []);
    assert.ok(
      rows.every((row) => !before.has(row.requestId)),
      "page 2 lists requests of page 1",
    );
    for (const row of rows) assert.equal(row.department, department);
    assert.equal((await report(this).pages()).current, 2);
  },
);

Then(
  "the address keeps the chosen department and page {int}",
  async function (this: DashboardWorld, page: number) {
    const params = await shownQuery(this.dashboard);
    assert.equal(params.getAll("department").length, 1, `the address is ${params}`);
    assert.equal(params.get("page"), String(page));
  },
);

Then(
  "the report still shows only {string} on page {int}",
  async function (this: DashboardWorld, department: string, page: number) {
    assert.deepEqual(await report(this).chosenDepartments(), [department]);
    assert.equal((await report(this).pages()).current, page);
    const rows = await listed(this);
    for (const row of rows) assert.equal(row.department, department);
    const firstPage = new Set(memory(this).firstPage ?? []);
    assert.ok(
      rows.every((row) => !firstPage.has(row.requestId)),
      "the reload went back to page 1",
    );
  },
);

Then("every request listed was sent by that person", async function (this: DashboardWorld) {
  const person = memory(this).person;
  for (const row of await listed(this)) assert.equal(row.user, person);
  assert.equal((await shownQuery(this.dashboard)).has("user"), true);
});

Then(
  "the charts show requests, spend, energy cost and emissions over {int} days for {string}",
  async function (this: DashboardWorld, days: number, department: string) {
    const charts = await report(this).charts();
    assert.deepEqual(
      charts.map((chart) => chart.metric),
      ["requests", "spend", "energyCost", "emissions"],
    );
    for (const chart of charts) {
      assert.equal(chart.days, days, `${chart.metric} covers ${chart.days} days`);
      assert.deepEqual(chart.departments, [department]);
    }
  },
);

Then("the address keeps the range of {int} days", async function (this: DashboardWorld, days: number) {
  assert.equal((await shownQuery(this.dashboard)).get("days"), String(days));
});

Then(
  "the report file is dated today and has a header row and one row per request the report counts",
  async function (this: DashboardWorld) {
    const file = memory(this).file;
    assert.ok(file, "nothing was exported");
    assert.equal(file.fileName, `organization-report-${dateAndTime(new Date()).date}.csv`);
    const [header, ...rows] = file.rows;
    assert.deepEqual(header?.slice(0, 6), ["requestId", "date", "time", "createdAt", "userEmail", "userId"]);
    assert.equal(rows.length, await report(this).total());
    const shown = (await listed(this)).map((row) => row.requestId);
    assert.deepEqual(
      rows.slice(0, shown.length).map((row) => row[0]),
      shown,
    );
  },
);

Then(
  "every row of the report file is from {string}",
  async function (this: DashboardWorld, department: string) {
    const [header = [], ...rows] = memory(this).file?.rows ?? [];
    const column = header.indexOf("department");
    assert.ok(rows.length > 0, "the file holds no request");
    for (const row of rows) assert.equal(row[column], department, `${row[0]} is from ${row[column]}`);
  },
);

Then(
  "the report's department filter offers only {string}",
  async function (this: DashboardWorld, department: string) {
    assert.deepEqual(await report(this).departmentChoices(), [department]);
  },
);

Then(
  "the report explains that reading requests needs the {string} role",
  async function (this: DashboardWorld, role: string) {
    const explanation = await report(this).explanation();
    assert.ok(explanation, "the report shows requests, not an explanation");
    assert.match(explanation, /^The report is for department admins /);
    assert.ok(explanation.includes(`needs the ${role} role or higher`), explanation);
  },
);
