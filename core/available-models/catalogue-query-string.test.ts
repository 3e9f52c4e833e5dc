import { describe, expect, it } from "vitest";
import { readCatalogueQuery, writeCatalogueQuery } from "./catalogue-query-string.ts";
import { EMPTY_CATALOGUE_QUERY } from "./model-catalogue-query.ts";

describe("a model catalogue view in the address", () => {
  it("is read back as it was written, so a shared address shows the same view", () => {
    const view = {
      search: "mini model",
      providerIds: ["prov-openai", "prov-groq"],
      capabilities: ["vision", "structured-output"],
      sort: { key: "output", direction: "descending" },
    } as const;
    const written = writeCatalogueQuery("", view);
    expect(written).toBe(
      "?q=mini+model&provider=prov-openai&provider=prov-groq&capability=vision&capability=structured-output&sort=output&order=desc",
    );
    expect(readCatalogueQuery(written)).toEqual(view);
  });

  it("writes nothing for the plain catalogue", () => {
    expect(writeCatalogueQuery("", EMPTY_CATALOGUE_QUERY)).toBe("");
    expect(writeCatalogueQuery("?q=old&order=desc", { ...EMPTY_CATALOGUE_QUERY, search: "   " })).toBe("");
  });

  it("leaves the address's other parameters alone", () => {
    const written = writeCatalogueQuery("?tier=pro&q=old", { ...EMPTY_CATALOGUE_QUERY, search: "gpt" });
    expect(written).toBe("?tier=pro&q=gpt");
  });

  it("keeps each capability it can filter by once, and ignores the others", () => {
    const read = readCatalogueQuery(
      "?capability=tools&capability=telepathy&capability=chat&capability=tools",
    );
    expect(read.capabilities).toEqual(["tools"]);
  });

  it("writes nothing for the capabilities once none is asked for", () => {
    expect(writeCatalogueQuery("?capability=vision&q=gpt", { ...EMPTY_CATALOGUE_QUERY, search: "gpt" })).toBe(
      "?q=gpt",
    );
  });

  it("ignores an order it does not know and a repeated provider", () => {
    expect(readCatalogueQuery("?sort=popularity&provider=p1&provider=p1&provider=")).toEqual({
      search: "",
      providerIds: ["p1"],
      capabilities: [],
      sort: null,
    });
    expect(readCatalogueQuery("?sort=context&order=sideways").sort).toEqual({
      key: "context",
      direction: "ascending",
    });
  });

  it("writes an ascending order as the column alone, and reads an order without a column as none", () => {
    expect(
      writeCatalogueQuery("", { ...EMPTY_CATALOGUE_QUERY, sort: { key: "name", direction: "ascending" } }),
    ).toBe("?sort=name");
    expect(readCatalogueQuery("?order=desc").sort).toBeNull();
    expect(readCatalogueQuery("?q=gpt").search).toBe("gpt");
  });
});
