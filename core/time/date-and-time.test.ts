import { describe, expect, it } from "vitest";
import { dateAndTime } from "./date-and-time.ts";

describe("a moment shown in a list", () => {
  it("reads as a local YYYY-MM-DD date and an HH:mm time", () => {
    expect(dateAndTime(new Date(2025, 0, 5, 9, 7, 59))).toEqual({ date: "2025-01-05", time: "09:07" });
    expect(dateAndTime(new Date(2024, 11, 31, 23, 59))).toEqual({ date: "2024-12-31", time: "23:59" });
  });
});

describe("a moment shown in another language", () => {
  it("reads the way that language writes dates and times", () => {
    const moment = new Date(2025, 0, 5, 9, 7, 59);
    expect(dateAndTime(moment, "de-DE")).toEqual({ date: "05.01.2025", time: "09:07" });
    expect(dateAndTime(moment, "ja-JP")).toEqual({ date: "2025/01/05", time: "9:07" });
    expect(dateAndTime(new Date(2025, 10, 20, 18, 30), "de-DE")).toEqual({
      date: "20.11.2025",
      time: "18:30",
    });
    expect(dateAndTime(moment, "en-GB")).toEqual({ date: "5 Jan 2025", time: "09:07" });
  });
});
