import { afterAll, beforeAll } from "vitest";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import {
  type SignedInPerson,
  startTestGateway,
  type TestGateway,
  type TestGatewayOptions,
} from "../../gateway/testing/test-gateway.ts";
import { emptyDatabase } from "../../gateway/verification/database-reset.ts";

/**
 * The reference gateway behind a conformance suite run over HTTP: started before the file's tests, closed after.
 * An arrange acts, through the real HTTP client, as a fresh person on an empty database, or as the file's one
 * person on the database earlier arranges seeded.
 */
export function gatewayForConformance(options: TestGatewayOptions = {}) {
  let gateway: TestGateway;
  let filePerson: SignedInPerson | undefined;
  beforeAll(async () => {
    gateway = await startTestGateway({ ...options, catalogue: false });
  });
  afterAll(() => gateway?.close());

  const actingAs = (person: SignedInPerson) => ({
    person,
    client: testClient(gateway.apiUrl, { tokens: fixedTokens(person.idToken) }).client,
  });
  return {
    get gateway(): TestGateway {
      return gateway;
    },
    async freshPerson() {
      await emptyDatabase(gateway.db);
      return actingAs(await gateway.signIn());
    },
    async samePerson() {
      filePerson ??= await gateway.signIn();
      return actingAs(filePerson);
    },
  };
}
