import { UsageLogQueryDto } from "../../usage-logs/usage-log-query.dto.ts";
import { USAGE_LOG_RECORD_EXAMPLE } from "../components/usage-logs.components.ts";
import { fromDto } from "../dto-schema.ts";
import { operation } from "../operation.ts";
import { listOf, record, ref } from "../schema-words.ts";

export const USAGE_LOGS_OPERATIONS = {
  list: operation({
    id: "listUsageLogs",
    summary: "List your requests",
    description:
      "Newest first, at most 5,000, filtered by any of the query's parameters. Prompts and answers come only with " +
      "verbose=true.",
    tag: "Usage logs",
    access: "session",
    query: fromDto(UsageLogQueryDto, {
      properties: {
        verbose: { description: "true to include each request's prompt and answer." },
        startDate: { description: "Requests made at or after this moment (ISO 8601)." },
        endDate: { description: "Requests made before this moment (ISO 8601)." },
        model: { description: "The model asked for." },
        vendor: { description: "The provider that served the request, by name." },
        apikey: { description: "A key's full value, or `playground`." },
        status: { description: "Only failed or only successful requests." },
        statusCode: { description: "One exact HTTP status." },
        endpoint: {
          description: "The endpoint the requests came through: chat, embeddings, responses or messages.",
        },
      },
    }),
    answer: {
      status: 200,
      description: "Your requests.",
      schema: record({ data: listOf(ref("UsageLogRecord")) }),
      example: { data: [USAGE_LOG_RECORD_EXAMPLE] },
    },
    refusals: { 400: ["A filter is malformed.", "status must be error or success"] },
  }),
};
