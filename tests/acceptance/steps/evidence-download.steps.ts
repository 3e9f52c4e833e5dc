import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { Then, When } from "@cucumber/cucumber";
import { EVIDENCE_FILES } from "../../../core/compliance-evidence/evidence-file-names.ts";
import {
  evidencePeriodOf,
  monthOf,
  recentMonths,
  withinPeriod,
} from "../../../core/compliance-evidence/evidence-period.ts";
import type { DownloadedEvidence, ShownEvidenceDownload } from "../support/evidence-download-driver.ts";
import { scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** The last evidence downloaded in the scenario. */
const downloaded = scenarioMemory((): { evidence: DownloadedEvidence | null } => ({ evidence: null }));

const MONTHS: Readonly<Record<string, () => string>> = {
  "this month": () => monthOf(new Date()),
  "last month": () => recentMonths(new Date(), 2)[1] as string,
};

function monthNamed(words: string): string {
  const month = MONTHS[words];
  if (!month) throw new Error(`No month is called "${words}"; known: ${Object.keys(MONTHS).join(", ")}`);
  return month();
}

async function shown(world: DashboardWorld): Promise<ShownEvidenceDownload> {
  const download = await world.dashboard.evidenceDownload.shown();
  assert.ok(download, "the department's settings offer no evidence download");
  return download;
}

function evidence(world: DashboardWorld): DownloadedEvidence {
  const { evidence } = downloaded(world);
  assert.ok(evidence, "no evidence was downloaded in this scenario");
  return evidence;
}

function jsonFile<T>(world: DashboardWorld, name: string): T {
  const text = evidence(world).files[name];
  assert.ok(text !== undefined, `the evidence holds no ${name}`);
  return JSON.parse(text) as T;
}

interface ListedRequest {
  readonly createdAt: string;
  readonly piiRedactions: Readonly<Record<string, number>> | null;
  readonly bodies?: unknown;
}

When(
  /^I open the evidence download of the department "([^"]+)"$/,
  async function (this: DashboardWorld, name: string) {
    await this.dashboard.evidenceDownload.open(name);
  },
);

When(
  /^I choose (this month|last month) for the evidence$/,
  async function (this: DashboardWorld, words: string) {
    await this.dashboard.evidenceDownload.chooseMonth(monthNamed(words));
  },
);

When("I include request bodies in the evidence", async function (this: DashboardWorld) {
  await this.dashboard.evidenceDownload.includeBodies();
});

When("I download the evidence", async function (this: DashboardWorld) {
  downloaded(this).evidence = await this.dashboard.evidenceDownload.download();
});

Then(
  "the evidence download offers this month and the eleven before it, with request bodies",
  async function (this: DashboardWorld) {
    const download = await shown(this);
    assert.deepEqual(download.months, recentMonths(new Date(), 12));
    assert.equal(download.month, monthOf(new Date()));
    assert.equal(download.bodiesOffered, true);
  },
);

Then("the evidence download does not offer request bodies", async function (this: DashboardWorld) {
  assert.equal((await shown(this)).bodiesOffered, false);
});

Then("the evidence download is not offered", async function (this: DashboardWorld) {
  assert.equal(await this.dashboard.evidenceDownload.shown(), null);
});

Then(
  /^the evidence file is named for "([^"]+)" and (this month|last month)$/,
  function (this: DashboardWorld, name: string, words: string) {
    assert.equal(evidence(this).fileName, `evidence-${name.toLowerCase()}-${monthNamed(words)}.zip`);
  },
);

Then("the evidence's manifest holds the SHA-256 of every other file", function (this: DashboardWorld) {
  const { files } = evidence(this);
  const manifest = jsonFile<{ files: { name: string; sha256: string }[] }>(this, EVIDENCE_FILES.manifest);
  const others = Object.keys(files).filter((name) => name !== EVIDENCE_FILES.manifest);
  assert.deepEqual(manifest.files.map((file) => file.name).sort(), others.sort());
  for (const file of manifest.files)
    assert.equal(
      file.sha256,
      createHash("sha256")
        .update(files[file.name] ?? "", "utf8")
        .digest("hex"),
      file.name,
    );
});

Then(
  "the evidence lists the department's requests of this month, their PII redactions added up by kind",
  function (this: DashboardWorld) {
    const requests = jsonFile<ListedRequest[]>(this, EVIDENCE_FILES.requestsJson);
    assert.ok(requests.length > 0, "the evidence lists no request");
    const period = evidencePeriodOf(monthOf(new Date()));
    assert.ok(period);
    for (const request of requests) assert.ok(withinPeriod(period, request.createdAt), request.createdAt);
    const added: Record<string, number> = {};
    for (const request of requests)
      for (const [kind, count] of Object.entries(request.piiRedactions ?? {}))
        added[kind] = (added[kind] ?? 0) + count;
    const { byKind } = jsonFile<{ byKind: Record<string, number> }>(this, EVIDENCE_FILES.piiRedactionsJson);
    assert.deepEqual(byKind, added);
  },
);

Then("the evidence's summary runs no script and fetches nothing", function (this: DashboardWorld) {
  const summary = evidence(this).files[EVIDENCE_FILES.summary] ?? "";
  assert.match(summary, /^<!doctype html>/);
  assert.doesNotMatch(summary, /<script|<img|<link|<iframe|\s(src|href)=["']|url\(/i);
});

Then("the evidence carries the audit chain's verification and head", function (this: DashboardWorld) {
  const chain = jsonFile<{ intact: boolean; head: { count: number; hash: string } }>(
    this,
    EVIDENCE_FILES.chain,
  );
  assert.equal(chain.intact, true);
  assert.match(chain.head.hash, /^[0-9a-f]{64}$/);
});

Then("the evidence holds no request bodies", function (this: DashboardWorld) {
  const requests = jsonFile<ListedRequest[]>(this, EVIDENCE_FILES.requestsJson);
  assert.ok(requests.every((request) => !("bodies" in request)));
  assert.equal(jsonFile<{ includesBodies: boolean }>(this, EVIDENCE_FILES.manifest).includesBodies, false);
});

Then("the evidence holds the request bodies", function (this: DashboardWorld) {
  const requests = jsonFile<ListedRequest[]>(this, EVIDENCE_FILES.requestsJson);
  assert.ok(requests.every((request) => "bodies" in request));
  assert.equal(jsonFile<{ includesBodies: boolean }>(this, EVIDENCE_FILES.manifest).includesBodies, true);
});
