import { HttpUsageLogsGateway } from "../../adapters/gateway-http/usage-logs/http-usage-logs-gateway.adapter.ts";
import { insertChatHistoryDrafts } from "../../gateway/chat-completions/chat-history-insert.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";
import { usageLogsGatewayConformance } from "./usage-logs.conformance.ts";

const reference = gatewayForConformance();

// One person for the file: every arrange gives the same records, kept once.
usageLogsGatewayConformance({ records: SEEDS.usageLogs }, async ({ records }) => {
  const { person, client } = await reference.samePerson();
  await insertChatHistoryDrafts(
    reference.gateway.db,
    records.map((record) => ({ ...record, userId: person.uid })),
    { skipExisting: true },
  );
  return new HttpUsageLogsGateway(client);
});
