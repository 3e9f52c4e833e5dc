import assert from "node:assert/strict";
import { Given, Then, When } from "@cucumber/cucumber";
import { policyChunks } from "../../../core/organization/policy-chunks.ts";
import type {
  DepartmentResourceTab,
  FoundPassage,
  ListedPolicyDocument,
  RotationGraceShown,
} from "../support/organization-department-resources-driver.ts";
import { keptEarlier, scenarioMemory } from "../support/scenario-memory.ts";
import type { DashboardWorld } from "../support/world.ts";

/** What a scenario made: its document (named as typed, and as the gateway keeps it), its model, its key. */
const made = scenarioMemory(() => ({
  suffix: Math.random().toString(36).slice(2, 8),
  document: null as string | null,
  /** The text of the document the scenario uploaded. */
  documentText: "",
  /** What the scenario's search found. */
  found: [] as readonly FoundPassage[],
  progress: [] as readonly (number | "sending" | "done")[],
  model: null as string | null,
  key: null as string | null,
  /** The name the scenario's key was made with: one no other run uses. */
  keyName: null as string | null,
}));

const resources = (world: DashboardWorld) => world.dashboard.departmentResources;

function madeOrFail<K extends "document" | "model" | "key" | "keyName">(
  world: DashboardWorld,
  what: K,
): string {
  return keptEarlier<string>(made(world)[what], what);
}

async function listedKey(world: DashboardWorld, email: string) {
  const name = madeOrFail(world, "keyName");
  return (await resources(world).listedKeysOf(email)).find((key) => key.name === name);
}

async function listedDocument(
  world: DashboardWorld,
  name: string,
): Promise<ListedPolicyDocument | undefined> {
  return (await resources(world).listedDocuments()).find((document) => document.name === name);
}

/** A name no other run uses, with a space the gateway takes out: "Retention policy k3x9q2" is kept as "Retentionpolicyk3x9q2". */
function newDocumentName(world: DashboardWorld, words: string): { typed: string; kept: string } {
  const typed = `${words} ${made(world).suffix}`;
  return { typed, kept: typed.replace(/\s+/g, "") };
}

for (const tab of ["files", "models", "people"] as const satisfies readonly DepartmentResourceTab[]) {
  Given(
    `I open the ${tab} of the department {string}`,
    async function (this: DashboardWorld, department: string) {
      await resources(this).openTab(department, tab);
    },
  );
}

When(
  "I upload a new policy document of {int} characters",
  async function (this: DashboardWorld, characters: number) {
    const { typed, kept } = newDocumentName(this, "Retention policy");
    // Words no other document holds, so a search for them finds this one first.
    const sentence = `Retention ${made(this).suffix} lasts 30 days.\n`;
    const content = sentence.repeat(Math.ceil(characters / sentence.length)).slice(0, characters);
    made(this).progress = await resources(this).uploadDocument(typed, {
      name: "retention-policy.txt",
      content,
    });
    made(this).document = kept;
    made(this).documentText = content;
  },
);

When("I try to add a new policy document from {string}", async function (this: DashboardWorld, url: string) {
  const { typed, kept } = newDocumentName(this, "Vendor terms");
  // A refusal is what the scenario expects; what follows checks that nothing was stored.
  await resources(this)
    .addDocumentFromUrl(typed, url)
    .catch(() => {});
  made(this).document = kept;
});

When("I ask to delete the document I added", async function (this: DashboardWorld) {
  await resources(this).askToDeleteDocument(madeOrFail(this, "document"));
});

When("I confirm it", async function (this: DashboardWorld) {
  await resources(this).confirm();
});

Then("I saw the upload's progress until it was done", async function (this: DashboardWorld) {
  const { progress } = made(this);
  assert.ok(progress.length >= 2, `the progress shown: ${JSON.stringify(progress)}`);
  assert.equal(progress.at(-1), "done", `the progress shown: ${JSON.stringify(progress)}`);
  const percents = progress.filter((step): step is number => typeof step === "number");
  assert.deepEqual(
    percents,
    [...percents].sort((a, b) => a - b),
    `the share sent went back: ${JSON.stringify(progress)}`,
  );
});

Then(
  "the document I added is listed as {string}, last changed by {string}",
  async function (this: DashboardWorld, status: string, role: string) {
    const name = madeOrFail(this, "document");
    const document = await listedDocument(this, name);
    assert.ok(document, `${name} is not listed`);
    assert.deepEqual(
      { status: document.status, lastChangedBy: document.lastChangedBy },
      { status, lastChangedBy: role },
    );
  },
);

Then(
  "the document I added is soon read into the chunks its text makes, last changed by {string}",
  async function (this: DashboardWorld, role: string) {
    const name = madeOrFail(this, "document");
    const chunks = policyChunks(made(this).documentText).length;
    const until = Date.now() + 15_000;
    let document = await listedDocument(this, name);
    // The gateway reads a document after answering: the list follows it until it is no longer pending.
    while (document?.status.startsWith("Pending") && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      document = await listedDocument(this, name);
    }
    assert.ok(document, `${name} is not listed`);
    // Indexed with its counts; or, where the department's models leave out the embedding model (the gateway's demo),
    // failed with the reason, which names the passages read (searched by words).
    const read =
      document.status.startsWith(`Indexed: ${chunks} chunks,`) ||
      document.status.includes(`Its ${chunks} passages were read but not embedded`);
    assert.ok(read, `${name} is listed as "${document.status}", not read into ${chunks} chunks`);
    assert.equal(document.lastChangedBy, role);
  },
);

When("I search the documents for the words of the document I added", async function (this: DashboardWorld) {
  made(this).found = await resources(this).searchDocuments(`retention ${made(this).suffix} days`);
});

Then("a passage of the document I added is found first, in its own words", function (this: DashboardWorld) {
  const name = madeOrFail(this, "document");
  const [first] = made(this).found;
  assert.equal(first?.documentName, name, `found: ${JSON.stringify(made(this).found.slice(0, 3))}`);
  const sentence = made(this).documentText.split("\n")[0] as string;
  assert.ok(first?.text.startsWith(sentence), `found: ${first?.text.slice(0, 80)}`);
});

Then("the document I tried to add is not listed", async function (this: DashboardWorld) {
  assert.equal(await listedDocument(this, madeOrFail(this, "document")), undefined);
});

Then(
  "I am asked to confirm deleting the document I added from {string}",
  async function (this: DashboardWorld, department: string) {
    const question = await resources(this).confirmation();
    const expected = `Delete the document ${madeOrFail(this, "document")} from ${department}?`;
    assert.ok(question?.startsWith(expected), `the confirmation reads "${question}"`);
  },
);

Then("the document I added is no longer listed", async function (this: DashboardWorld) {
  assert.equal(await listedDocument(this, madeOrFail(this, "document")), undefined);
});

Then(
  "the document {string} cannot be deleted: {string}",
  async function (this: DashboardWorld, name: string, reason: string) {
    const document = await listedDocument(this, name);
    assert.ok(document, `${name} is not listed`);
    assert.deepEqual(
      { deletable: document.deletable, reason: document.reason },
      { deletable: false, reason },
    );
  },
);

Then("the document {string} can be deleted", async function (this: DashboardWorld, name: string) {
  const document = await listedDocument(this, name);
  assert.ok(document, `${name} is not listed`);
  assert.deepEqual(
    { deletable: document.deletable, reason: document.reason },
    { deletable: true, reason: null },
  );
});

When("I assign a model the department does not have yet", async function (this: DashboardWorld) {
  const [model] = await resources(this).offeredModels();
  assert.ok(model, "the picker offers no model");
  await resources(this).assignModel(model);
  made(this).model = model;
});

When("I ask to remove that model from the department", async function (this: DashboardWorld) {
  await resources(this).askToRemoveModel(madeOrFail(this, "model"));
});

Then("that model is among the department's models", async function (this: DashboardWorld) {
  assert.ok((await resources(this).assignedModels()).includes(madeOrFail(this, "model")));
});

Then("that model is no longer among the department's models", async function (this: DashboardWorld) {
  assert.ok(!(await resources(this).assignedModels()).includes(madeOrFail(this, "model")));
});

Then("the model picker no longer offers that model", async function (this: DashboardWorld) {
  assert.ok(!(await resources(this).offeredModels()).includes(madeOrFail(this, "model")));
});

Then("the model picker offers that model again", async function (this: DashboardWorld) {
  assert.ok((await resources(this).offeredModels()).includes(madeOrFail(this, "model")));
});

Then(
  "I am asked to confirm removing that model from {string}",
  async function (this: DashboardWorld, department: string) {
    const question = await resources(this).confirmation();
    const expected = `Remove ${madeOrFail(this, "model")} from ${department}?`;
    assert.ok(question?.startsWith(expected), `the confirmation reads "${question}"`);
  },
);

/** Makes a key for someone, named "<words> <suffix>" so no other run's key has its name. */
async function createKey(world: DashboardWorld, email: string, words: string, monthlyBudgetUsd?: number) {
  const name = `${words} ${made(world).suffix}`;
  made(world).keyName = name;
  made(world).key = await resources(world).createApiKeyFor(email, { name, monthlyBudgetUsd });
}

When(
  "I create an API key {string} with a monthly budget of {float} US dollars for {string}",
  async function (this: DashboardWorld, words: string, budget: number, email: string) {
    await createKey(this, email, words, budget);
  },
);

Given(
  "I created an API key {string} for {string}",
  async function (this: DashboardWorld, words: string, email: string) {
    await createKey(this, email, words);
    await resources(this).hideRevealedKey();
  },
);

When(
  "I rotate that key of {string}, keeping its old secret for {string}",
  async function (this: DashboardWorld, email: string, grace: RotationGraceShown) {
    made(this).key = await resources(this).rotateKeyOf(email, madeOrFail(this, "keyName"), grace);
  },
);

When("I ask to revoke that key of {string}", async function (this: DashboardWorld, email: string) {
  await resources(this).askToRevokeKeyOf(email, madeOrFail(this, "keyName"));
});

When("I ask to delete that key of {string}", async function (this: DashboardWorld, email: string) {
  await resources(this).askToDeleteKeyOf(email, madeOrFail(this, "keyName"));
});

Then(
  "I am asked to confirm {word} that key",
  async function (this: DashboardWorld, doing: "revoking" | "deleting") {
    const question = await resources(this).confirmation();
    const expected = `${doing === "revoking" ? "Revoke" : "Delete"} the API key ${madeOrFail(this, "keyName")}?`;
    assert.ok(question?.startsWith(expected), `the confirmation reads "${question}"`);
  },
);

Then(
  "that key of {string} is listed as {string}, spending {string}",
  async function (this: DashboardWorld, email: string, status: string, budget: string) {
    const key = await listedKey(this, email);
    assert.deepEqual({ status: key?.status, budget: key?.budget }, { status, budget });
  },
);

Then(
  "that key of {string} is listed as {string}",
  async function (this: DashboardWorld, email: string, status: string) {
    assert.equal((await listedKey(this, email))?.status, status);
  },
);

Then(
  "that key of {string} shows its new secret masked, its old secret working for a while yet",
  async function (this: DashboardWorld, email: string) {
    const value = madeOrFail(this, "key");
    const key = await listedKey(this, email);
    assert.equal(key?.masked, `${value.slice(0, 5)}...${value.slice(-5)}`);
    assert.match(key?.grace ?? "", /^The old secret works until /);
  },
);

Then(
  "that key is no longer among the keys of {string}",
  async function (this: DashboardWorld, email: string) {
    assert.equal(await listedKey(this, email), undefined);
  },
);

When("I say I have saved the member's new key", async function (this: DashboardWorld) {
  await resources(this).hideRevealedKey();
});

Then(
  "the member's new key is shown in full, with the warning that it won't be shown again",
  async function (this: DashboardWorld) {
    const value = madeOrFail(this, "key");
    assert.match(value, /^mrd-[0-9a-f]{32,}$/);
    assert.equal(await resources(this).revealedKey(), value);
    assert.equal(
      await resources(this).revealedWarning(),
      "Copy it now and keep it somewhere safe: it won't be shown again.",
    );
  },
);

Then("no member's key is shown in full", async function (this: DashboardWorld) {
  assert.equal(await resources(this).revealedKey(), null);
});

Then(
  "the member's new key is listed masked among the keys of {string}",
  async function (this: DashboardWorld, email: string) {
    const value = madeOrFail(this, "key");
    const masked = `${value.slice(0, 5)}...${value.slice(-5)}`;
    assert.ok(
      (await resources(this).keysOf(email)).includes(masked),
      `${masked} is not among ${email}'s keys`,
    );
  },
);

Then("the people tab says {string}", async function (this: DashboardWorld, reason: string) {
  assert.equal(await resources(this).peopleReason(), reason);
});

Then("nobody of the department is listed", async function (this: DashboardWorld) {
  assert.deepEqual(await resources(this).listedPeople(), []);
});
