import { describe, expect, it } from "vitest";
import {
  POPUP_CLOSED_REJECT_AFTER_MS,
  popupWindowFeatures,
  REDIRECT_EVENT_MEMORY_MS,
} from "./popup-rules.ts";

describe("the sign-in popup (SPEC §9)", () => {
  it("is 500 by 600, centred on the window that opens it", () => {
    expect(popupWindowFeatures({ left: 100, top: 50, width: 1300, height: 900 })).toBe(
      "width=500,height=600,left=500,top=200,resizable=yes,scrollbars=yes",
    );
  });

  it("stays on screen when the opening window is smaller than the popup", () => {
    expect(popupWindowFeatures({ left: 0, top: 0, width: 320, height: 480 })).toContain("left=0,top=0");
  });

  it("is reported closed after 8 seconds, and redirect events are remembered for 10 minutes", () => {
    expect(POPUP_CLOSED_REJECT_AFTER_MS).toBe(8000);
    expect(REDIRECT_EVENT_MEMORY_MS).toBe(600_000);
  });
});
