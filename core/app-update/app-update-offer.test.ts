import { describe, expect, it } from "vitest";
import { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { AppUpdateOffer, UPDATE_TOAST_TIMEOUT_MS } from "./app-update-offer.ts";

const TEXTS = { message: "New content is available", caption: "Please refresh", refresh: "Refresh" };

function offerWithFakes() {
  const notifier = new MemoryNotifier({ sanitize: (html: string) => html });
  let reloads = 0;
  let activations = 0;
  const offer = new AppUpdateOffer({
    notifier,
    texts: () => TEXTS,
    reload: () => {
      reloads += 1;
    },
  });
  const version = {
    activate: () => {
      activations += 1;
    },
  };
  const clickRefresh = () => {
    const [toast] = notifier.visible();
    if (!toast?.toast.action) throw new Error("no update toast with an action is shown");
    toast.toast.action.onClick();
  };
  return { notifier, offer, version, clickRefresh, reloads: () => reloads, activations: () => activations };
}

describe("the offer of a new version", () => {
  it("shows the update toast with a Refresh action for 100 seconds", () => {
    const { notifier, offer, version } = offerWithFakes();
    offer.newVersionWaiting(version);
    const [shown] = notifier.visible();
    expect(shown?.toast).toMatchObject({
      message: "New content is available",
      caption: "Please refresh",
      timeoutMs: UPDATE_TOAST_TIMEOUT_MS,
      action: { label: "Refresh" },
      intent: "info",
    });
    expect(UPDATE_TOAST_TIMEOUT_MS).toBe(100_000);
  });

  it("neither activates the new version nor reloads without a click on Refresh", () => {
    const { offer, version, reloads, activations } = offerWithFakes();
    offer.newVersionWaiting(version);
    offer.newVersionInControl();
    expect(activations()).toBe(0);
    expect(reloads()).toBe(0);
  });

  it("activates the waiting version when Refresh is clicked, and reloads once it is in control", () => {
    const { offer, version, clickRefresh, reloads, activations } = offerWithFakes();
    offer.newVersionWaiting(version);
    clickRefresh();
    expect(activations()).toBe(1);
    expect(reloads()).toBe(0);
    offer.newVersionInControl();
    expect(reloads()).toBe(1);
  });

  it("reloads only once however often control changes", () => {
    const { offer, version, clickRefresh, reloads } = offerWithFakes();
    offer.newVersionWaiting(version);
    clickRefresh();
    offer.newVersionInControl();
    offer.newVersionInControl();
    expect(reloads()).toBe(1);
  });

  it("replaces the toast of an older waiting version instead of stacking a second one", () => {
    const { notifier, offer, version } = offerWithFakes();
    offer.newVersionWaiting(version);
    offer.newVersionWaiting({ activate: () => {} });
    expect(notifier.visible()).toHaveLength(1);
    expect(notifier.shown()).toHaveLength(2);
  });

  it("offers nothing more once the person has accepted an update", () => {
    const { notifier, offer, version, clickRefresh } = offerWithFakes();
    offer.newVersionWaiting(version);
    clickRefresh();
    offer.newVersionWaiting({ activate: () => {} });
    expect(notifier.shown()).toHaveLength(1);
  });

  it("activates the waiting version once however often Refresh is clicked", () => {
    const { offer, version, clickRefresh, activations } = offerWithFakes();
    offer.newVersionWaiting(version);
    clickRefresh();
    clickRefresh();
    expect(activations()).toBe(1);
  });
});
