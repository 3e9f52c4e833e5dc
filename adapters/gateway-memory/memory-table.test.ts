import { describe, expect, it } from "vitest";
import { MemoryTable } from "./memory-table.ts";

interface Row {
  id: string;
  tags: string[];
}

describe("a memory table", () => {
  it("hands out copies, so changing what it returned leaves the stored row alone", () => {
    const table = new MemoryTable<Row>("Row not found", [{ id: "a", tags: ["x"] }]);
    table.get("a").tags.push("changed");
    expect(table.get("a").tags).toEqual(["x"]);
  });

  it("keeps a copy of what it was given, too", () => {
    const row = { id: "a", tags: ["x"] };
    const table = new MemoryTable<Row>("Row not found");
    table.insert(row);
    row.tags.push("changed");
    expect(table.get("a").tags).toEqual(["x"]);
  });

  it("reports a missing row as a 404 with its own message", () => {
    const table = new MemoryTable<Row>("Row not found");
    expect(() => table.get("nope")).toThrow(
      expect.objectContaining({ status: 404, serverMessages: ["Row not found"] }),
    );
    expect(() => table.remove("nope")).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("updates, filters and removes rows", () => {
    const table = new MemoryTable<Row>("Row not found", [
      { id: "a", tags: [] },
      { id: "b", tags: ["keep"] },
    ]);
    table.update("a", { tags: ["new"] });
    expect(table.where((row) => row.tags.length > 0).map((row) => row.id)).toEqual(["a", "b"]);
    table.removeWhere((row) => row.id === "a");
    expect(table.all()).toEqual([{ id: "b", tags: ["keep"] }]);
  });
});
