import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModelKind } from "../available-models/model-kind.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { emptyDatabase, emptyDatabaseButCatalogue } from "./database-reset.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

describe("emptying the database between tests", () => {
  it("leaves the gateway's catalogue seeded and read afresh, though it was read while the tables were empty", async () => {
    const { db, deps } = gateway;
    await emptyDatabase(db);
    // Work left over from the test before (a document read in the background) reads the catalogue now.
    expect(await deps.catalogue.all()).toEqual([]);
    await emptyDatabaseButCatalogue(db, deps.clock, deps.catalogue);
    const models = await deps.catalogue.all();
    expect(models.some((model) => model.kind === ModelKind.EMBEDDING)).toBe(true);
    expect(models.some((model) => model.kind !== ModelKind.EMBEDDING)).toBe(true);
  });
});
