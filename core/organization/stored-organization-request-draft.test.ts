import { describe, expect, it } from "vitest";
import type { KeyValueStore, StorageKey } from "../storage/key-value-store.port.ts";
import {
  forgetOrganizationRequestDraft,
  ORGANIZATION_REQUEST_STORAGE_KEY,
  readOrganizationRequestDraft,
  writeOrganizationRequestDraft,
} from "./stored-organization-request-draft.ts";

class Storage implements KeyValueStore {
  readonly values = new Map<StorageKey, string>();
  read(key: StorageKey): string | null {
    return this.values.get(key) ?? null;
  }
  write(key: StorageKey, value: string): void {
    this.values.set(key, value);
  }
  remove(key: StorageKey): void {
    this.values.delete(key);
  }
}

const draft = { name: "Meridian", email: "ops@meridian.example", country: "CA", phone: "416 555 0100" };

describe("the unsent organization request form", () => {
  it("is kept under organizationRequest and read back as typed", () => {
    const storage = new Storage();
    writeOrganizationRequestDraft(storage, draft);
    expect(ORGANIZATION_REQUEST_STORAGE_KEY).toBe("organizationRequest");
    expect(JSON.parse(storage.values.get("organizationRequest") ?? "null")).toEqual(draft);
    expect(readOrganizationRequestDraft(storage)).toEqual(draft);
  });

  it("is gone once forgotten, and other stored values stay", () => {
    const storage = new Storage();
    storage.write("feedback", "kept");
    writeOrganizationRequestDraft(storage, draft);
    forgetOrganizationRequestDraft(storage);
    expect(readOrganizationRequestDraft(storage)).toBeNull();
    expect(storage.read("feedback")).toBe("kept");
  });

  it("is none when nothing is stored", () => {
    expect(readOrganizationRequestDraft(new Storage())).toBeNull();
  });

  it("keeps only the form's four fields from what is stored", () => {
    const storage = new Storage();
    storage.write("organizationRequest", JSON.stringify({ ...draft, admin: true }));
    expect(readOrganizationRequestDraft(storage)).toEqual(draft);
  });

  it.each([
    ["text that is not JSON", "{name:"],
    ["null", "null"],
    ["a number", "42"],
    ["a field missing", JSON.stringify({ name: "M", email: "e", country: "CA" })],
    ["a field that is not text", JSON.stringify({ ...draft, phone: 4165550100 })],
    ["the name not text", JSON.stringify({ ...draft, name: null })],
  ])("is ignored when storage holds %s", (_, raw) => {
    const storage = new Storage();
    storage.write("organizationRequest", raw);
    expect(readOrganizationRequestDraft(storage)).toBeNull();
  });
});
