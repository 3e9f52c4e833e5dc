import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { csvText } from "./csv-file.ts";

const read = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

describe("csvText", () => {
  it("writes the header row, then the rows with CRLF; null leaves a cell empty", async () => {
    const text = await csvText(["name", "count", "note"], [["Research", 3, null]]);
    expect(text).toBe("name,count,note\r\nResearch,3,");
  });

  it("keeps every cell starting like a formula as text, even over several lines", async () => {
    const rows = read(await csvText(["cell"], [["=1+1"], ["@cmd"], ['=HYPERLINK("x")\nnext'], ["-2"]]));
    expect(rows.slice(1).map(([cell]) => cell)).toEqual(["'=1+1", "'@cmd", '\'=HYPERLINK("x")\nnext', "'-2"]);
  });

  it("quotes commas and quotes so each cell stays in its column", async () => {
    const rows = read(await csvText(["a", "b"], [['say "hi", then', "ok"]]));
    expect(rows[1]).toEqual(['say "hi", then', "ok"]);
  });
});
