import { afterAll, beforeAll } from "vitest";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import {
  startTestGateway,
  type TestGateway,
  type TestGatewayOptions,
} from "../../gateway/testing/test-gateway.ts";
import { emptyDatabase } from "../../gateway/verification/database-reset.ts";

/**
 * The reference gateway behind a conformance suite run over HTTP: started before the file's tests, closed after.
 * Each arrange starts from an empty database and a new person, whom the real HTTP client acts as.
 */
export function gatewayForConformance(options: TestGatewayOptions = {}) {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({ ...options, catalogue: false });
  });
  afterAll(() => gateway?.close());

  return {
    get gateway(): TestGateway {
      return gateway;
    },
    async freshPerson() {
      await emptyDatabase(gateway.db);
      const person = await gateway.signIn();
      const { client } = testClient(gateway.apiUrl, { tokens: fixedTokens(person.idToken) });
      return { person, client };
    },
  };
}
