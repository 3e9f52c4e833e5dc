import type { JsonSchema } from "../../core/api-document/openapi-document.ts";
import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../core/organization/request-emissions.ts";
import { USAGE_BUCKETS } from "../../core/usage-analytics/usage-analytics-json.ts";
import {
  OrganizationUsageBreakdownQueryDto,
  OrganizationUsageSeriesQueryDto,
  UsageBreakdownQueryDto,
  UsageSeriesQueryDto,
} from "../../core/usage-analytics/usage-analytics-query.dto.ts";
import {
  ORGANIZATION_USAGE_BREAKDOWNS,
  PERSONAL_USAGE_BREAKDOWNS,
  USAGE_BREAKDOWN_TOP,
} from "../../core/usage-analytics/usage-breakdown.ts";
import {
  DEFAULT_USAGE_RANGE_DAYS,
  HOURLY_RANGE_TOO_LONG,
  MAX_HOURLY_RANGE_DAYS,
  MAX_USAGE_RANGE_DAYS,
} from "../../core/usage-analytics/usage-range.ts";
import { fromDto, pathIds } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import {
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  text,
} from "../api-document/schema-words.ts";
import {
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";

const FILTERS: Readonly<Record<string, JsonSchema>> = {
  startDate: {
    description:
      "Requests made at or after this moment (ISO 8601; a date alone, or no offset, is UTC). Default: " +
      `${DEFAULT_USAGE_RANGE_DAYS} days before endDate.`,
  },
  endDate: { description: "Requests made before this moment (ISO 8601). Default: now." },
  model: {
    description: "The model that served the requests or, for those none served, the model asked for.",
  },
  apikey: {
    description: "Only `playground`: the requests made in the playground (filter a key by apiKeyId).",
  },
  apiKeyId: { description: "Only requests sent with this API key, by its id." },
  endpoint: { description: "The endpoint the requests came through." },
  departmentId: { description: "Requests sent with this department's keys." },
};
const BUCKET = { default: "day", description: "hour, day or week (weeks start on Monday), in UTC." };
const PERSON = { userId: { description: "Only this person's requests." } };
const RANGE_RULES =
  `The range spans at most ${MAX_USAGE_RANGE_DAYS} days, ${MAX_HOURLY_RANGE_DAYS} in hour buckets; ` +
  "startDate is included, endDate excluded.";

const MILLISECONDS = (what: string) =>
  orNull(decimal(`${what}, in milliseconds, over the bucket's successful requests; null without any.`));

const USAGE_SERIES = record({
  bucket: oneOf(USAGE_BUCKETS),
  data: listOf(
    record({
      start: dateTime("The bucket's start (UTC)."),
      requests: integer(),
      errors: integer("Requests answered with a status of 400 or more."),
      tokensIn: integer(),
      tokensOut: integer(),
      totalCost: decimal("US dollars."),
      energyCost: decimal("US dollars: energy's 15 % share of the cost (SPEC §9)."),
      emissionsGrams: decimal("Grams of CO2e, estimated."),
      timeToFirstTokenP50: MILLISECONDS("Median time to the first token"),
      timeToFirstTokenP95: MILLISECONDS("95th percentile of the time to the first token"),
      durationP50: MILLISECONDS("Median generation time"),
      durationP95: MILLISECONDS("95th percentile of the generation time"),
    }),
    "Every bucket of the range, oldest first, empty ones included.",
  ),
});

const usageBreakdown = (groups: readonly string[]) =>
  record({
    by: oneOf(groups),
    data: listOf(
      record({
        key: text(
          "The group: a model, a masked key (never the key), an endpoint, a department's id or a user id.",
        ),
        label: text(
          "The group's name: the model, masked key or endpoint again, the department's name, the person's email.",
        ),
        requests: integer(),
        errors: integer("Requests answered with a status of 400 or more."),
        totalTokens: integer(),
        totalCost: decimal("US dollars."),
        energyCost: decimal("US dollars: energy's 15 % share of the cost (SPEC §9)."),
      }),
      `The ${USAGE_BREAKDOWN_TOP} costliest groups, costliest first.`,
    ),
  });

const SERIES_DESCRIPTION =
  "Requests summed per UTC bucket: counts, errors, tokens, cost, its energy share, emissions and the p50 and p95 " +
  "of the time to first token and of the generation time over the successful requests, read from latency " +
  "histograms with log-spaced buckets (each 2.5 % wide): within 2.5 % of the exact percentile (percentile_cont), " +
  "under 1 ms off below 1 ms, timings over ten minutes counted as about ten minutes. A range of whole UTC hours " +
  "narrowed by no more than department and person is read from hourly rollups kept as requests are recorded; " +
  "emissions there use the serving model's energy as the catalogue gave it when the request was recorded. " +
  `Emissions: each request's tokens / 1000 × the serving model's Wh per 1,000 tokens × (1 − the serving node's ` +
  `renewable share, unknown counting as 0 %) / 1000 × ${NON_RENEWABLE_GRAMS_CO2E_PER_KWH} g CO2e per kWh. ` +
  `${RANGE_RULES} Money, grams and milliseconds are decimals.`;

const BREAKDOWN_DESCRIPTION =
  `The requests summed per group, the ${USAGE_BREAKDOWN_TOP} costliest groups (then most requests), with no ` +
  `"others" row: the series of the same range and filters gives the whole. ${RANGE_RULES}`;

const SERIES_EXAMPLE = {
  bucket: "day",
  data: [
    {
      start: "2025-03-13T00:00:00.000Z",
      requests: 0,
      errors: 0,
      tokensIn: 0,
      tokensOut: 0,
      totalCost: 0.0,
      energyCost: 0.0,
      emissionsGrams: 0.0,
      timeToFirstTokenP50: null,
      timeToFirstTokenP95: null,
      durationP50: null,
      durationP95: null,
    },
    {
      start: "2025-03-14T00:00:00.000Z",
      requests: 42,
      errors: 2,
      tokensIn: 16800,
      tokensOut: 25200,
      totalCost: 0.1848,
      energyCost: 0.02772,
      emissionsGrams: 0.3861,
      timeToFirstTokenP50: 212.5,
      timeToFirstTokenP95: 480.2,
      durationP50: 950.0,
      durationP95: 2210.4,
    },
  ],
};

const RESEARCH_ROW = {
  key: "dep-research",
  label: "Research",
  requests: 42,
  errors: 1,
  totalTokens: 42000,
  totalCost: 0.1848,
  energyCost: 0.02772,
};
const ORGANIZATION = { orgId: "The organization's id." };
const ORGANIZATION_ACCESS =
  "Requests sent with department users' keys, from the departments you administer (all of them for the owner and " +
  "super admins), or from the one departmentId names.";

export const USAGE_ANALYTICS_OPERATIONS = {
  series: operation({
    id: "getUsageSeries",
    summary: "Your usage over time",
    description: `Your own requests. ${SERIES_DESCRIPTION}`,
    tag: "Usage logs",
    access: "session",
    query: fromDto(UsageSeriesQueryDto, { properties: { ...FILTERS, bucket: BUCKET } }),
    answer: {
      status: 200,
      description: "Every bucket of the range.",
      schema: USAGE_SERIES,
      example: SERIES_EXAMPLE,
    },
    refusals: { 400: ["A date, the range, the bucket or a filter is malformed.", HOURLY_RANGE_TOO_LONG] },
  }),

  breakdown: operation({
    id: "getUsageBreakdown",
    summary: "Your usage by model, API key or endpoint",
    description: `Your own requests. ${BREAKDOWN_DESCRIPTION}`,
    tag: "Usage logs",
    access: "session",
    query: fromDto(UsageBreakdownQueryDto, {
      properties: { ...FILTERS, by: { description: "What to group by: model, apikey or endpoint." } },
    }),
    answer: {
      status: 200,
      description: "The costliest groups.",
      schema: usageBreakdown(PERSONAL_USAGE_BREAKDOWNS),
      example: { by: "apikey", data: [{ ...RESEARCH_ROW, key: "mk-2f...b8a7f", label: "mk-2f...b8a7f" }] },
    },
    refusals: {
      400: [
        "A date, the range, the grouping or a filter is malformed.",
        "by must be model, apikey or endpoint",
      ],
    },
  }),

  organizationSeries: organizationOperation({
    id: "getOrganizationUsageSeries",
    summary: "The organization's usage over time",
    description: `${ORGANIZATION_ACCESS} ${SERIES_DESCRIPTION}`,
    params: pathIds(ORGANIZATION),
    query: fromDto(OrganizationUsageSeriesQueryDto, {
      properties: { ...FILTERS, ...PERSON, bucket: BUCKET },
    }),
    answer: {
      status: 200,
      description: "Every bucket of the range.",
      schema: USAGE_SERIES,
      example: SERIES_EXAMPLE,
    },
    refusals: {
      400: MALFORMED(HOURLY_RANGE_TOO_LONG),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  organizationBreakdown: organizationOperation({
    id: "getOrganizationUsageBreakdown",
    summary: "The organization's usage by department, person or model",
    description: `${ORGANIZATION_ACCESS} ${BREAKDOWN_DESCRIPTION}`,
    params: pathIds(ORGANIZATION),
    query: fromDto(OrganizationUsageBreakdownQueryDto, {
      properties: {
        ...FILTERS,
        ...PERSON,
        by: { description: "What to group by: department, person or model." },
      },
    }),
    answer: {
      status: 200,
      description: "The costliest groups.",
      schema: usageBreakdown(ORGANIZATION_USAGE_BREAKDOWNS),
      example: {
        by: "department",
        data: [
          RESEARCH_ROW,
          {
            ...RESEARCH_ROW,
            key: "dep-support",
            label: "Customer Support",
            requests: 10,
            totalCost: 0.044,
            energyCost: 0.0066,
          },
        ],
      },
    },
    refusals: {
      400: MALFORMED("by must be department, person or model"),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),
};
