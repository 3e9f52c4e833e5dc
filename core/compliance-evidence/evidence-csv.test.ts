import { describe, expect, it } from "vitest";
import { csvOf, recordsOf } from "./evidence-csv.ts";

describe("an evidence table as CSV", () => {
  it("writes the header and each row on lines ending with CRLF, an empty cell for null", () => {
    expect(csvOf({ columns: ["id", "count", "ok", "note"], rows: [["a", 2, true, null]] })).toBe(
      "id,count,ok,note\r\na,2,true,\r\n",
    );
    expect(csvOf({ columns: ["id"], rows: [] })).toBe("id\r\n");
  });

  it("quotes a cell holding a quote, a comma or a line break, doubling its quotes", () => {
    const csv = csvOf({ columns: ["text"], rows: [['say "hi"'], ["a,b"], ["one\ntwo"], ["one\rtwo"]] });
    expect(csv).toBe('text\r\n"say ""hi"""\r\n"a,b"\r\n"one\ntwo"\r\n"one\rtwo"\r\n');
  });

  it("quotes a cell with spaces around it, so they are kept", () => {
    expect(csvOf({ columns: ["text"], rows: [[" lead"], ["trail "], ["in side"]] })).toBe(
      'text\r\n" lead"\r\n"trail "\r\nin side\r\n',
    );
  });

  it("writes a text that starts like a formula as text, but a negative number as a number", () => {
    expect(csvOf({ columns: ["a", "b", "c"], rows: [["=1+1", "@SUM(A1)", -5]] })).toBe(
      "a,b,c\r\n'=1+1,'@SUM(A1),-5\r\n",
    );
  });
});

describe("an evidence table as JSON records", () => {
  it("keys each row's cells by the columns, a missing cell as null", () => {
    expect(recordsOf({ columns: ["id", "count"], rows: [["a", 2], ["b"]] })).toEqual([
      { id: "a", count: 2 },
      { id: "b", count: null },
    ]);
  });
});
