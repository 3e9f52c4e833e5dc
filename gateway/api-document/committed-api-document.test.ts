import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { COMMITTED_API_DOCUMENT, WRITE_API_DOCUMENT } from "./committed-api-document.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
});
afterAll(() => gateway.close());

describe("the API document committed for the memory profile", () => {
  it("is the one the gateway serves", async () => {
    const served = await (await fetch(`${gateway.apiUrl}/openapi.json`)).json();
    const committed = JSON.parse(await readFile(COMMITTED_API_DOCUMENT, "utf8"));
    expect(
      committed,
      `${COMMITTED_API_DOCUMENT} is not the document the gateway serves: run \`${WRITE_API_DOCUMENT}\` and commit it`,
    ).toEqual(served);
  });
});
