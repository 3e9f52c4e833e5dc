import { afterAll, beforeAll } from "vitest";
import { fixedTokens, testClient } from "../../adapters/gateway-http/gateway-http-test-kit.test-helper.ts";
import { HttpUsageLogsGateway } from "../../adapters/gateway-http/usage-logs/http-usage-logs-gateway.adapter.ts";
import { chatHistory } from "../../gateway/chat-completions/chat-history.schema.ts";
import {
  type SignedInPerson,
  startTestGateway,
  type TestGateway,
} from "../../gateway/testing/test-gateway.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";
import { usageLogsGatewayConformance } from "./usage-logs.conformance.ts";

let gateway: TestGateway;
let person: SignedInPerson;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  person = await gateway.signIn();
});
afterAll(() => gateway.close());

usageLogsGatewayConformance({ records: SEEDS.usageLogs }, async ({ records }) => {
  await gateway.db
    .insert(chatHistory)
    .values(records.map((record) => ({ ...record, userId: person.uid })))
    .onConflictDoNothing();
  return new HttpUsageLogsGateway(testClient(gateway.apiUrl, { tokens: fixedTokens(person.idToken) }).client);
});
