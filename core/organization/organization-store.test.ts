import { describe, expect, it } from "vitest";
import { ORGANIZATION_NOT_LOADED } from "./organization-details.ts";
import { OrganizationStore } from "./organization-store.ts";

describe("the organization store", () => {
  it("starts not loaded: no organization, not ready, not failed, never updated", () => {
    expect(new OrganizationStore().current()).toEqual({
      organization: { id: null },
      ready: false,
      failed: false,
      lastUpdatedAt: null,
    });
    expect(ORGANIZATION_NOT_LOADED).toEqual(new OrganizationStore().current());
  });

  it("keeps the last organization while it loads again, neither ready nor failed", () => {
    const store = new OrganizationStore();
    store.markReady({ id: "org-1", name: "Acme" }, 1000);
    store.markFailed();
    store.markLoading();
    expect(store.current()).toEqual({
      organization: { id: "org-1", name: "Acme" },
      ready: false,
      failed: false,
      lastUpdatedAt: 1000,
    });
  });

  it("marks a failure without losing the organization it had", () => {
    const store = new OrganizationStore();
    store.markReady({ id: "org-1" }, 1000);
    store.markFailed();
    expect(store.current()).toEqual({
      organization: { id: "org-1" },
      ready: false,
      failed: true,
      lastUpdatedAt: 1000,
    });
  });

  it("is ready with the organization and the time it arrived, or with { id: null } when it has no id", () => {
    const store = new OrganizationStore();
    store.markFailed();
    store.markReady({ id: "org-2", name: "Beta" }, 2000);
    expect(store.current()).toEqual({
      organization: { id: "org-2", name: "Beta" },
      ready: true,
      failed: false,
      lastUpdatedAt: 2000,
    });
    store.markReady({ id: "", name: "half" }, 3000);
    expect(store.current().organization).toEqual({ id: null });
  });

  it("tells its watchers of each change, and forgets everything when cleared", () => {
    const store = new OrganizationStore();
    const seen: boolean[] = [];
    const watching = store.details$.subscribe((details) => seen.push(details.ready));
    store.markReady({ id: "org-1" }, 1000);
    store.clear();
    watching.unsubscribe();
    expect(seen).toEqual([false, true, false]);
    expect(store.current()).toEqual(ORGANIZATION_NOT_LOADED);
  });
});
