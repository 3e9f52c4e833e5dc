import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  orNull,
  record,
  text,
} from "../../api-document/schema-words.ts";
import { PERSON } from "../organization-schema-words.ts";

export const REQUESTS_REPORT = component(
  "RequestsReport",
  record(
    {
      items: listOf(
        record({
          id: text(),
          createdAt: dateTime(),
          status: integer("The HTTP status the request was answered with."),
          error: orNull(text()),
          departmentId: text("The department whose policies it went under."),
          model: text("The model that served it (Best Available's choice), else the one asked for."),
          totalCost: decimal("USD."),
          apikey: record({
            id: text(),
            departmentUser: orNull(record({ id: text(), user: PERSON })),
          }),
        }),
      ),
      meta: record({
        total: integer(),
        page: integer(),
        limit: integer(),
        nextCursor: orNull(text("Where the next, older page starts; null on the last page.")),
      }),
    },
    { description: "One page of the organization's requests, newest first." },
  ),
);

export const REQUEST_SERIES = component(
  "RequestSeries",
  record(
    {
      points: listOf(
        record({
          date: text("The UTC day, YYYY-MM-DD."),
          departmentId: text(),
          requests: integer(),
          spend: decimal("USD."),
          energyCost: decimal("USD: 15 % of the spend."),
          emissions: decimal("Grams of CO2e (estimated)."),
        }),
      ),
    },
    { description: "Requests summed per UTC day and department, oldest day first." },
  ),
);
