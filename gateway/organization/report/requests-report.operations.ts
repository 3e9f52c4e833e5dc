import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../../core/organization/request-emissions.ts";
import {
  DEFAULT_SERIES_DAYS,
  MAX_SERIES_DAYS,
  RequestSeriesQueryDto,
} from "../../../core/organization/request-series-query.dto.ts";
import { RequestsReportQueryDto } from "../../../core/organization/requests-report-query.dto.ts";
import { fromDto, pathIds } from "../../api-document/dto-schema.ts";
import { ref } from "../../api-document/schema-words.ts";
import {
  MALFORMED,
  ORGANIZATION_PATH,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization-operation.ts";

export const REQUESTS_REPORT_OPERATIONS = {
  page: organizationOperation({
    id: "getRequestsReport",
    summary: "The organization's requests, a page at a time",
    description:
      "Requests sent with department users' keys, newest first, from the departments named (or every department " +
      "you administer), optionally of one person. Page by number, or pass meta.nextCursor as cursor for the next, " +
      "older page: pages after a cursor hold still while new requests arrive.",
    params: pathIds(ORGANIZATION_PATH),
    query: fromDto(RequestsReportQueryDto, {
      required: [],
      properties: {
        departmentIds: { description: "Repeat the parameter for several departments." },
        page: { default: 1, description: "From 1." },
        limit: { default: 20, description: "Requests per page." },
        userId: { description: "Only this person's requests." },
        cursor: { description: "The meta.nextCursor of the page before; page is then set aside." },
      },
    }),
    answer: {
      status: 200,
      description: "One page, with the total.",
      schema: ref("RequestsReport"),
      example: {
        items: [
          {
            id: "req-0001",
            createdAt: "2025-03-14T12:00:00.000Z",
            status: 200,
            error: null,
            departmentId: "dep-research",
            model: "mistral-large-latest",
            totalCost: 0.0044,
            apikey: {
              id: "key-amara-1",
              departmentUser: {
                id: "du-1",
                user: { id: "user-amara", email: "amara.okafor@meridian.example" },
              },
            },
          },
        ],
        meta: {
          total: 42,
          page: 1,
          limit: 20,
          nextCursor: "WyIyMDI1LTAzLTE0IDExOjQxOjAwKzAwIiwicmVxLTAwMjAiXQ",
        },
      },
    },
    refusals: {
      400: MALFORMED("page must be an integer number"),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  series: organizationOperation({
    id: "getRequestSeries",
    summary: "The organization's requests summed per day and department",
    description:
      "For charts: the requests sent with department users' keys in the departments named, summed per UTC day " +
      "and department over the last `days` days (today included), oldest day first; days without requests are " +
      "left out. `spend` is their cost in USD, `energyCost` its 15 % energy share (SPEC §9), and `emissions` an " +
      "estimate in grams of CO2e: each request's energy (total tokens / 1000 × the serving model's Wh per 1,000 " +
      "tokens) × (1 − the serving node's renewable share, recorded with the request; unknown counts as 0 %) / " +
      `1000 × ${NON_RENEWABLE_GRAMS_CO2E_PER_KWH} g CO2e per kWh of non-renewable electricity.`,
    params: pathIds(ORGANIZATION_PATH),
    query: fromDto(RequestSeriesQueryDto, {
      required: ["departmentIds"],
      properties: {
        departmentIds: { description: "At least one; repeat the parameter for several departments." },
        userId: { description: "Only this person's requests." },
        days: { default: DEFAULT_SERIES_DAYS, description: `From 1 to ${MAX_SERIES_DAYS}.` },
      },
    }),
    answer: {
      status: 200,
      description: "The points of the series.",
      schema: ref("RequestSeries"),
      example: {
        points: [
          {
            date: "2025-03-14",
            departmentId: "dep-research",
            requests: 42,
            spend: 0.1848,
            energyCost: 0.02772,
            emissions: 0.3861,
          },
        ],
      },
    },
    refusals: {
      400: MALFORMED("days must not be greater than 90"),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),
};
