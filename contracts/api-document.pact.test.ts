import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpApiDocumentGateway } from "../adapters/gateway-http/api-document/http-api-document-gateway.adapter.ts";
import { api, gatewayPact, visitorFor } from "./gateway-pact.ts";

const { eachLike, like, regex } = MatchersV3;
const pact = gatewayPact();

// Only what the API documentation page reads: the version, the title, and operations with a summary and tags
// (GET /tiers stands for them; the gateway's own tests check every operation has both).
const DOCUMENT = {
  openapi: regex("^3\\.1\\.\\d+$", "3.1.0"),
  info: { title: like("Meridian Gateway API") },
  paths: {
    "/tiers": { get: { summary: like("List the tiers on sale"), tags: eachLike("Subscription") } },
  },
};

describe("the API document contract", () => {
  it("gives the OpenAPI document to anyone, signed in or not", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a request for the API document")
      .withRequest("GET", api("/openapi.json"))
      .willRespondWith(200, (response) => response.jsonBody(DOCUMENT))
      .executeTest(async (mockServer) => {
        const { client, pages } = visitorFor(mockServer);
        const document = await new HttpApiDocumentGateway(client).apiDocument();
        expect(document.openapi).toMatch(/^3\.1\./);
        expect(document.info.title).toEqual(expect.any(String));
        expect(document.paths["/tiers"]?.get).toMatchObject({
          summary: expect.any(String),
          tags: [expect.any(String)],
        });
        expect(pages).toEqual([]);
      });
  });
});
