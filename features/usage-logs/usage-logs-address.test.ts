import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { changedView, filtersOfView, isFiltered, searchOfView, viewOfSearch } from "./usage-logs-address.ts";

const key = ApiKeyMother.create({ id: "key-1", value: "mk-de...b8a7f" });

describe("the logs' address", () => {
  it("keeps every filter, so a link shows the same view", () => {
    const search =
      "?from=2025-03-01&to=2025-03-14&model=gpt-4o-mini&vendor=OpenAI&status=error&key=key-1&endpoint=responses";
    const view = viewOfSearch(search);
    expect(view).toEqual({
      fromDay: "2025-03-01",
      toDay: "2025-03-14",
      model: "gpt-4o-mini",
      vendor: "OpenAI",
      status: "error",
      key: "key-1",
      endpoint: "responses",
    });
    expect(searchOfView(view)).toBe(search);
  });

  it("keeps an exact status as a number", () => {
    expect(viewOfSearch("?status=429")).toEqual({ status: 429 });
    expect(searchOfView({ status: 429 })).toBe("?status=429");
  });

  it("writes nothing for no filters", () => {
    expect(searchOfView({})).toBe("");
    expect(isFiltered(viewOfSearch(""))).toBe(false);
  });

  it("encodes names with spaces and symbols", () => {
    const view = { model: "Best Available", vendor: "A&B Cloud" };
    expect(viewOfSearch(searchOfView(view))).toEqual(view);
  });

  it.each([
    ["?from=2025-02-30", "a day not on the calendar"],
    ["?to=yesterday", "a day not written YYYY-MM-DD"],
    ["?status=failed", "an unknown status"],
    ["?status=99", "a status that is not an HTTP status"],
    ["?status=700", "a status beyond 599"],
    ["?model=a&model=b", "a name given twice"],
    [`?vendor=${"x".repeat(201)}`, "a name too long"],
    ["?model=%20%20", "a blank name"],
    ["?page=3&sort=asc", "names the logs do not know"],
    ["?endpoint=completions", "an endpoint the gateway does not have"],
    ["?endpoint=chat&endpoint=embeddings", "an endpoint given twice"],
  ])("ignores %s (%s)", (search) => {
    expect(viewOfSearch(search)).toEqual({});
  });

  it("keeps the valid filters next to an invalid one", () => {
    expect(viewOfSearch("?status=nope&model=o3-mini")).toEqual({ model: "o3-mini" });
  });

  it("reads a period given backwards the right way round", () => {
    expect(viewOfSearch("?from=2025-03-14&to=2025-03-01")).toEqual({
      fromDay: "2025-03-01",
      toDay: "2025-03-14",
    });
  });
});

describe("changing the filters", () => {
  it("sets one, keeps the others and removes one set to nothing", () => {
    const view = { model: "o3-mini", status: "error" as const };
    expect(changedView(view, { vendor: "OpenAI" })).toEqual({
      model: "o3-mini",
      status: "error",
      vendor: "OpenAI",
    });
    expect(changedView(view, { model: undefined })).toEqual({ status: "error" });
  });

  it("keeps the period the right way round when its end moves before its start", () => {
    expect(changedView({ fromDay: "2025-03-10" }, { toDay: "2025-03-02" })).toEqual({
      fromDay: "2025-03-02",
      toDay: "2025-03-10",
    });
  });
});

describe("what the gateway is asked for", () => {
  it("is the period from the first day's midnight to the midnight after the last day, local time", () => {
    const { filters } = filtersOfView({ fromDay: "2025-03-01", toDay: "2025-03-14" }, []);
    expect(filters).toEqual({ from: new Date(2025, 2, 1), to: new Date(2025, 2, 15) });
  });

  it("names the model, vendor and outcome or exact status as chosen", () => {
    expect(filtersOfView({ model: "o3-mini", vendor: "OpenAI", status: "success" }, []).filters).toEqual({
      model: "o3-mini",
      vendor: "OpenAI",
      outcome: "success",
    });
    expect(filtersOfView({ status: 502 }, []).filters).toEqual({ statusCode: 502 });
  });

  it("names the endpoint as chosen", () => {
    expect(filtersOfView({ endpoint: "embeddings" }, []).filters).toEqual({ endpoint: "embeddings" });
  });

  it("asks for a key of the user's by its id, as the address names it", () => {
    expect(filtersOfView({ key: "key-1" }, [key])).toEqual({
      filters: { apiKeyId: "key-1" },
      applied: { key: "key-1" },
    });
    expect(filtersOfView({ key: "playground" }, []).filters).toEqual({ apikey: "playground" });
  });

  it("drops a key that is not one of the user's", () => {
    expect(filtersOfView({ key: "key-gone", model: "o3-mini" }, [key])).toEqual({
      filters: { model: "o3-mini" },
      applied: { model: "o3-mini" },
    });
  });

  it("reads an old address that held a key's value as no key filter", () => {
    const view = viewOfSearch("?key=mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f&status=error");
    expect(filtersOfView(view, [key])).toEqual({
      filters: { outcome: "error" },
      applied: { status: "error" },
    });
  });
});
