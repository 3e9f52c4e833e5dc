// @vitest-environment jsdom
import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInContainer } from "../testing/render-in-container.tsx";
import { OfflineCallout } from "./offline-callout.tsx";

const NOTICE =
  "You are offline. What you see may be out of date; changes will fail until the connection is back.";

function goOnline(online: boolean): void {
  Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

describe("the offline callout", () => {
  afterEach(() => goOnline(true));

  it("says nothing while the browser is online, its live region ready", async () => {
    await renderInContainer(<OfflineCallout />);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("announces the offline notice in its live region when the connection goes, and drops it when it is back", async () => {
    await renderInContainer(<OfflineCallout />);
    goOnline(false);
    expect(screen.getByRole("status").textContent).toBe(NOTICE);
    goOnline(true);
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
