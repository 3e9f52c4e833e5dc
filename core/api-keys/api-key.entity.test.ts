import { describe, expect, it } from "vitest";
import { toEntity } from "../mapping/to-entity.ts";
import { ApiKey } from "./api-key.entity.ts";

describe("an API key in the list", () => {
  it("shows the local date and time it was created", () => {
    const createdAt = new Date(2025, 5, 9, 8, 3, 30);
    const key = toEntity(ApiKey, { id: "k1", value: "mk-1", createdAt: createdAt.toISOString() });
    expect(key).toMatchObject({ id: "k1", value: "mk-1", createdAt, date: "2025-06-09", time: "08:03" });
  });
});
