import type { KeyValueStore, StorageKey } from "../storage/key-value-store.port.ts";

/** Where an unsent organization request form is kept across a reload; removed once it is sent, or on sign-out. */
export const ORGANIZATION_REQUEST_STORAGE_KEY: StorageKey = "organizationRequest";

/** The organization request form as typed: `country` is the region whose calling code goes before the number. */
export interface OrganizationRequestDraft {
  readonly name: string;
  readonly email: string;
  /** ISO 3166-1 region ("CA"); empty until chosen. */
  readonly country: string;
  /** The national number as typed. */
  readonly phone: string;
}

const FIELDS = ["name", "email", "country", "phone"] as const;

export function writeOrganizationRequestDraft(
  store: Pick<KeyValueStore, "write">,
  draft: OrganizationRequestDraft,
): void {
  store.write(ORGANIZATION_REQUEST_STORAGE_KEY, JSON.stringify(draft));
}

export function forgetOrganizationRequestDraft(store: Pick<KeyValueStore, "remove">): void {
  store.remove(ORGANIZATION_REQUEST_STORAGE_KEY);
}

/** The draft as stored, or null when nothing usable is: storage can be edited, so another shape is ignored. */
export function readOrganizationRequestDraft(
  store: Pick<KeyValueStore, "read">,
): OrganizationRequestDraft | null {
  const raw = store.read(ORGANIZATION_REQUEST_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    // JSON null fails this field read, which the catch below answers like any other shape.
    if (!FIELDS.every((field) => typeof parsed[field] === "string")) return null;
    const { name, email, country, phone } = parsed as Record<(typeof FIELDS)[number], string>;
    return { name, email, country, phone };
  } catch {
    return null;
  }
}
