import { MemoryUsageLogsGateway } from "../../adapters/gateway-memory/usage-logs/memory-usage-logs-gateway.adapter.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";
import { usageLogsGatewayConformance } from "./usage-logs.conformance.ts";

usageLogsGatewayConformance(
  { records: SEEDS.usageLogs },
  async ({ records }) => new MemoryUsageLogsGateway(records),
);
