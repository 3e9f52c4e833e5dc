import { MatchersV3 } from "@pact-foundation/pact";
import { describe, expect, it } from "vitest";
import { HttpGridNodesGateway } from "../adapters/gateway-http/organization/http-grid-nodes-gateway.adapter.ts";
import { RouteName } from "../core/routing/route-name.ts";
import { api, clientFor, gatewayPact, refusedSessionGet, SESSION } from "./gateway-pact.ts";
import { gridNode, IDS } from "./organization-pact-shapes.ts";

const { eachLike } = MatchersV3;
const pact = gatewayPact();

describe("the grid nodes contract", () => {
  it("lists the grid nodes with their price and renewable share", async () => {
    await pact
      .addInteraction()
      .given("grid nodes", { regions: ["US", "CA", "EU"], nodeId: IDS.gridNode })
      .uponReceiving("a request for the grid nodes")
      .withRequest("GET", api("/node"), (r) => r.headers(SESSION))
      .willRespondWith(200, (r) => r.jsonBody(eachLike(gridNode, 3)))
      .executeTest(async (mockServer) => {
        const nodes = await new HttpGridNodesGateway(clientFor(mockServer).client).listGridNodes();
        expect(nodes[0]).toMatchObject({ lmp: 41.2, renewablePercentage: 97.65, updatable: true });
        expect(nodes[0]?.lastUpdatedAt).toBeInstanceOf(Date);
      });
  });

  it("sends the person to the server-error page when the gateway fails", async () => {
    await refusedSessionGet(
      pact
        .addInteraction()
        .given("the grid data feed is failing")
        .uponReceiving("a request for the grid nodes while the gateway fails"),
      "/node",
      [500, "Internal Server Error"],
      (client) => new HttpGridNodesGateway(client).listGridNodes(),
      RouteName.SERVER_ERROR,
    );
  });
});
