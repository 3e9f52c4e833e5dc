import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../testing/mock-openai-upstream.ts";
import {
  CatalogueProblems,
  DEFAULT_CATALOGUE_FILE,
  parseCatalogue,
  readCatalogueFile,
} from "./catalogue-file.ts";
import { listedByUpstream, undeclaredEntries } from "./model-discovery.ts";

let upstream: MockOpenAiUpstream;
let folder: string;
beforeAll(async () => {
  upstream = await startMockOpenAiUpstream({ models: ["gpt-4o-mini", "qwen2.5:7b", "nomic-embed-text"] });
  folder = await mkdtemp(join(tmpdir(), "discovery-"));
});
afterAll(async () => {
  await upstream.close();
  await rm(folder, { recursive: true, force: true });
});

const local = () => ({
  name: "vLLM",
  baseUrl: upstream.baseUrl,
  apiKey: "sk-local",
  models: [],
  region: "EU",
});

describe("discovering what an upstream serves", () => {
  it("lists the models the upstream names, asking with its key", async () => {
    expect(await listedByUpstream(local())).toEqual(["gpt-4o-mini", "qwen2.5:7b", "nomic-embed-text"]);
    expect(upstream.received.at(-1)).toMatchObject({
      method: "GET",
      path: "/v1/models",
      authorization: "Bearer sk-local",
    });
  });

  it("offers entries only for models the catalogue lacks, whose prices a pasted entry cannot leave out", async () => {
    const catalogue = await readCatalogueFile(DEFAULT_CATALOGUE_FILE);
    const entries = undeclaredEntries(await listedByUpstream(local()), catalogue, local(), "2026-12-06");
    expect(entries.map(({ name, capabilities, region }) => ({ name, capabilities, region }))).toEqual([
      { name: "nomic-embed-text", capabilities: ["embeddings"], region: "EU" },
      { name: "qwen2.5:7b", capabilities: ["chat"], region: "EU" },
    ]);
    const pasted = { ...catalogue, models: [...catalogue.models, entries[1]] };
    const at = catalogue.models.length;
    let problems: readonly string[] = [];
    try {
      parseCatalogue(JSON.stringify(pasted), "catalogue.json");
    } catch (error) {
      if (error instanceof CatalogueProblems) problems = error.problems;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        `models[${at}].prices.input must be number`,
        `models[${at}].contextWindow must be integer`,
      ]),
    );
  });

  it("is a command that prints them for the upstreams configured", async () => {
    const upstreamsFile = join(folder, "upstreams.json");
    await writeFile(upstreamsFile, JSON.stringify([{ name: "vLLM", baseUrl: upstream.baseUrl }]));
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "gateway/available-models/discover-models.ts", "vllm"],
      { env: { ...process.env, GATEWAY_UPSTREAMS_FILE: upstreamsFile } },
    );
    expect(stdout).toContain("# vLLM: 2 models not in");
    const printed = JSON.parse(stdout.slice(stdout.indexOf("["))) as { name: string }[];
    expect(printed.map((entry) => entry.name)).toEqual(["nomic-embed-text", "qwen2.5:7b"]);
  });
});
