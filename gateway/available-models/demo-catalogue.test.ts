import { describe, expect, it } from "vitest";
import { DEMO_CATALOGUE, DEMO_PROVIDERS } from "../../demo/demo-catalogue.ts";
import { DEMO_GRID_NODES } from "../../demo/demo-grid-nodes.ts";
import { DEMO_AVAILABLE_MODELS, DEMO_CUSTOM_MODELS } from "../../demo/demo-organization-models.ts";
import { DEFAULT_CATALOGUE_FILE, readCatalogueFile } from "./catalogue-file.ts";

/** A catalogue entry without what only the file keeps: where its price was read and notes about it. */
function declared(entry: object): unknown {
  const { prices, ...rest } = entry as { prices: Record<string, unknown> };
  const { source: _source, note: _note, ...kept } = prices;
  return JSON.parse(JSON.stringify({ ...rest, prices: kept }));
}

// The memory profile shows the demo's catalogue; the local stack shows the shipped catalogue file. Held together
// here, both show the demo's models the same way.
describe("the demo's catalogue", () => {
  it("is listed by the shipped catalogue file as the demo declares it, with the same providers", async () => {
    const shipped = await readCatalogueFile(DEFAULT_CATALOGUE_FILE);
    for (const model of DEMO_CATALOGUE) {
      const entry = shipped.models.find((found) => found.name === model.name);
      expect(entry && declared(entry), model.name).toEqual(declared(model));
    }
    for (const provider of DEMO_PROVIDERS)
      expect(shipped.providers.find((found) => found.id === provider.id)).toEqual(provider);
  });

  it("offers the models the demo organization adds, on grid nodes every gateway starts with", () => {
    const names = new Set(DEMO_CATALOGUE.map((model) => model.name));
    const nodes = new Set(DEMO_GRID_NODES.map((node) => node.id));
    expect(DEMO_AVAILABLE_MODELS.filter((added) => !names.has(added.model))).toEqual([]);
    expect(DEMO_CATALOGUE.filter((model) => !nodes.has(model.gridNode))).toEqual([]);
    expect(DEMO_CUSTOM_MODELS.filter((model) => !nodes.has(model.gridNodeId))).toEqual([]);
  });
});
