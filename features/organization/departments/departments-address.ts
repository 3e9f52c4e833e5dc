/** The parts of a selected department's page, each a tab. */
export const DEPARTMENT_TABS = ["settings", "alerts", "files", "models", "people"] as const;

export type DepartmentTab = (typeof DEPARTMENT_TABS)[number];

/**
 * What the address of the departments page holds, so a reload or a shared link shows the same department, tab and
 * search: `?department=<id>&tab=<tab>&q=<search>`.
 */
export interface DepartmentsAddress {
  /** The department shown below the list; null: none. */
  readonly departmentId: string | null;
  readonly tab: DepartmentTab;
  /** The search over the list, as typed; "" for none. */
  readonly query: string;
}

const MAX_LENGTH = 200;

function isTab(value: string | null): value is DepartmentTab {
  return (DEPARTMENT_TABS as readonly string[]).includes(value ?? "");
}

/** What an address asks for; a part that cannot be read (an unknown tab, an overlong id) is left out. */
export function addressOfSearch(search: string): DepartmentsAddress {
  const params = new URLSearchParams(search);
  const text = (name: string) => {
    const value = params.get(name)?.trim() ?? "";
    return value.length <= MAX_LENGTH ? value : "";
  };
  const tab = params.get("tab");
  return {
    departmentId: text("department") || null,
    tab: isTab(tab) ? tab : "settings",
    query: text("q"),
  };
}

/** The address query of a view ("" for the bare list), always written the same way. */
export function searchOfAddress(address: DepartmentsAddress): string {
  const params = new URLSearchParams();
  if (address.departmentId) {
    params.set("department", address.departmentId);
    params.set("tab", address.tab);
  }
  if (address.query.trim()) params.set("q", address.query);
  const query = params.toString();
  return query ? `?${query}` : "";
}
