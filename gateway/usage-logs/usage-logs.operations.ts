import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../core/organization/request-emissions.ts";
import { CSV_NEWLINE } from "../../core/text/csv-rules.ts";
import { USAGE_LOG_EXPORT_FIELDS } from "../../core/usage-logs/usage-log-export.ts";
import { USAGE_LOG_PAGE_SIZE, type UsageLogTotalsJson } from "../../core/usage-logs/usage-log-page.ts";
import { FOREIGN_CURSOR_MESSAGE } from "../../core/usage-logs/usage-log-rules.ts";
import { fromDto } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { decimal, integer, listOf, orNull, record, ref, text, yesNo } from "../api-document/schema-words.ts";
import { EXPORT_BATCH_SIZE } from "./usage-log-csv.ts";
import { UsageLogFiltersDto, UsageLogQueryDto } from "./usage-log-query.dto.ts";
import { USAGE_LOG_RECORD_EXAMPLE } from "./usage-logs.components.ts";

const TAG = "Usage logs";

/** The filters every operation of the logs takes, as the document describes them. */
const FILTERS = {
  startDate: { description: "Requests made at or after this moment (ISO 8601)." },
  endDate: { description: "Requests made before this moment (ISO 8601)." },
  model: { description: "The model asked for." },
  vendor: { description: "The provider that served the request, by name." },
  apikey: {
    description: "Only `playground`: the requests made in the playground (filter a key by apiKeyId).",
  },
  apiKeyId: { description: "Only requests sent with this API key, by its id." },
  status: { description: "Only failed (status 400 and above) or only successful requests." },
  statusCode: { description: "One exact HTTP status." },
  endpoint: {
    description: "The endpoint the requests came through: chat, embeddings, responses or messages.",
  },
  departmentId: { description: "Only requests sent with the keys of this department." },
};

const FILTER_REFUSALS = { 400: ["A filter is malformed.", "status must be error or success"] } as const;

const TOTALS_EXAMPLE: UsageLogTotalsJson = {
  requests: 1250,
  errors: 12,
  tokensIn: 1_015_000,
  tokensOut: 300_000,
  totalTokens: 1_315_000,
  totalCost: 0.33225,
  energyCost: 0.0498375,
  emissions: { grams: 106.7, estimated: false },
};

export const USAGE_LOGS_OPERATIONS = {
  list: operation({
    id: "listUsageLogs",
    summary: "List your requests, a page at a time",
    description:
      "Newest first (by time, then id), filtered by any of the query's parameters. Pass the answer's nextCursor " +
      "as cursor for the next, older page: pages hold still while new requests arrive. Prompts and answers come " +
      "only with verbose=true.",
    tag: TAG,
    access: "session",
    query: fromDto(UsageLogQueryDto, {
      properties: {
        verbose: { description: "true to include each request's prompt and answer." },
        cursor: { description: "The nextCursor of the page before; the newest page without it." },
        limit: {
          default: USAGE_LOG_PAGE_SIZE.default,
          description: `Requests per page, 1 to ${USAGE_LOG_PAGE_SIZE.max}.`,
        },
        ...FILTERS,
      },
    }),
    answer: {
      status: 200,
      description: "One page of your requests.",
      schema: record({
        data: listOf(ref("UsageLogRecord")),
        nextCursor: orNull(text("Where the next, older page starts; null on the last page.")),
      }),
      example: {
        data: [USAGE_LOG_RECORD_EXAMPLE],
        nextCursor: "WyIyMDI1LTAzLTE0IDExOjAwOjAwKzAwIiwicmVxXzVlZWQwMDAxYTFiMmMzZDRlNWY2Il0",
      },
    },
    refusals: {
      400: [
        "A filter, the page size or the cursor is malformed, or the cursor is not one the gateway gave.",
        FOREIGN_CURSOR_MESSAGE,
      ],
    },
  }),

  totals: operation({
    id: "getUsageLogTotals",
    summary: "Add up your requests",
    description:
      "What every request passing the filters adds up to, however many: the same filters as the list. " +
      "energyCost is the cost's 15 % energy share (SPEC §9). emissions.grams estimates the CO2e: each request's " +
      "energy (total tokens / 1000 × the serving model's Wh per 1,000 tokens) × (1 − the serving node's renewable " +
      `share; unknown counts as 0 %) / 1000 × ${NON_RENEWABLE_GRAMS_CO2E_PER_KWH} g per kWh; null when no ` +
      "request's serving model is known. estimated is true when a request that cost anything had no renewable " +
      "share (the figure errs high). With no filter but a range of whole UTC hours and a department, the totals " +
      "are read from hourly rollups kept as requests are recorded (emissions at the serving model's energy when " +
      "recorded); other filters sum the requests themselves.",
    tag: TAG,
    access: "session",
    query: fromDto(UsageLogFiltersDto, { properties: FILTERS }),
    answer: {
      status: 200,
      description: "The totals.",
      schema: record({
        requests: integer(),
        errors: integer("Requests answered with a status of 400 or above."),
        tokensIn: integer(),
        tokensOut: integer(),
        totalTokens: integer(),
        totalCost: decimal("US dollars."),
        energyCost: decimal("US dollars: energy's share of the cost."),
        emissions: record({
          grams: orNull(decimal("Grams of CO2e; null when no request's energy is known.")),
          estimated: yesNo("A request that cost anything had no renewable share."),
        }),
      }),
      example: TOTALS_EXAMPLE,
    },
    refusals: FILTER_REFUSALS,
  }),

  export: operation({
    id: "exportUsageLogs",
    summary: "Download your requests as CSV",
    description:
      "Every request passing the filters, newest first, streamed as it is read (" +
      `${EXPORT_BATCH_SIZE.toLocaleString("en-US")} at a time): a header row, then one row per request, lines ` +
      "ending in CRLF. Keys are masked; prompts and answers are left out. Dates and times are the gateway's " +
      "local ones; createdAt is ISO 8601. A cell that starts like a formula is written after an apostrophe.",
    tag: TAG,
    access: "session",
    query: fromDto(UsageLogFiltersDto, { properties: FILTERS }),
    answer: {
      status: 200,
      description: "The CSV file, as an attachment named usage-logs-YYYY-MM-DD.csv.",
      mediaType: "text/csv",
      schema: text(),
      example: USAGE_LOG_EXPORT_FIELDS.join(",") + CSV_NEWLINE,
    },
    refusals: FILTER_REFUSALS,
  }),
};
