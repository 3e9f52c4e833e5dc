import { JSDOM } from "jsdom";
import { describe, expect, it, vi } from "vitest";
import type { ToastPosition } from "../../core/notifier/notifier.port.ts";
import { DomPurifySanitizer } from "../sanitizer-dompurify/dompurify-sanitizer.adapter.ts";
import { MemoryNotifier } from "./memory-notifier.adapter.ts";

const sanitizer = new DomPurifySanitizer(new JSDOM("").window as unknown as Window);

describe("the memory notifier", () => {
  it("records a toast with its defaults resolved and returns its id", () => {
    const notifier = new MemoryNotifier(sanitizer);
    const id = notifier.notify({ message: "Key created", intent: "positive" });
    expect(id).toEqual(expect.any(String));
    expect(notifier.shown()).toEqual([
      {
        id,
        key: expect.any(String),
        repeatCount: 1,
        dismissed: false,
        toast: expect.objectContaining({
          message: "Key created",
          intent: "positive",
          timeoutMs: 5000,
          html: false,
        }),
      },
    ]);
  });

  it("draws nothing, with a console error, for HTML that sanitizes to nothing, like the Blueprint notifier", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const notifier = new MemoryNotifier(sanitizer);
    expect(notifier.notify({ message: "<script>alert(1)</script>", html: true })).toEqual(expect.any(String));
    expect(notifier.visible()).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/nothing is left of its HTML/));
  });

  it("an interface toast is recorded bottom-right, for 1 second, multi-line and with sanitized HTML", () => {
    const notifier = new MemoryNotifier(sanitizer);
    notifier.notifyInterface({ message: "<b>ok</b><img src=x onerror=alert(1)><script>alert(2)</script>" });
    expect(notifier.shown()[0]?.toast).toMatchObject({
      message: "<b>ok</b>",
      position: "bottom-right",
      timeoutMs: 1000,
      multiLine: true,
      html: true,
    });
  });

  it("a plain toast keeps its message as written, since it is shown as text", () => {
    const notifier = new MemoryNotifier(sanitizer);
    notifier.notify({ message: "Use <b> for bold" });
    expect(notifier.shown()[0]?.toast.message).toBe("Use <b> for bold");
  });

  it("an invalid position, timeout or badge position shows nothing, returns null and logs an error", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const notifier = new MemoryNotifier(sanitizer);
    expect(notifier.notify({ message: "x", position: "center" as ToastPosition })).toBeNull();
    expect(notifier.notify({ message: "x", timeoutMs: Number.NaN })).toBeNull();
    expect(notifier.notifyInterface({ message: "x", badgePosition: "middle" as "top-left" })).toBeNull();
    expect(notifier.shown()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenNthCalledWith(1, expect.stringMatching(/Invalid toast position "center"/));
    expect(error).toHaveBeenNthCalledWith(2, expect.stringMatching(/Invalid toast timeout NaN/));
    expect(error).toHaveBeenNthCalledWith(3, expect.stringMatching(/Invalid toast badge position "middle"/));
  });

  it("the same toast raised while visible is counted, not stacked, and takes the latest details", () => {
    const notifier = new MemoryNotifier(sanitizer);
    const first = notifier.notify({ message: "Model is not set", intent: "warning" });
    const again = notifier.notify({ message: "Model is not set", intent: "warning", caption: "Pick one" });
    notifier.notify({ message: "Model is not set", intent: "warning" });
    expect(again).toBe(first);
    expect(notifier.shown()).toHaveLength(1);
    expect(notifier.shown()[0]).toMatchObject({ repeatCount: 3, toast: { caption: null } });
  });

  it("a toast with another intent or position is a different toast", () => {
    const notifier = new MemoryNotifier(sanitizer);
    notifier.notify({ message: "Saved" });
    notifier.notify({ message: "Saved", intent: "negative" });
    notifier.notify({ message: "Saved", position: "bottom" });
    expect(notifier.visible()).toHaveLength(3);
  });

  it("a dismissed toast stays in the record as dismissed, and raising it again starts a new one", () => {
    const notifier = new MemoryNotifier(sanitizer);
    const first = notifier.notify({ message: "Saved" }) ?? "";
    notifier.dismiss(first);
    const second = notifier.notify({ message: "Saved" });
    expect(second).not.toBe(first);
    expect(notifier.shown().map(({ dismissed, repeatCount }) => ({ dismissed, repeatCount }))).toEqual([
      { dismissed: true, repeatCount: 1 },
      { dismissed: false, repeatCount: 1 },
    ]);
  });

  it("dismissing an unknown id changes nothing", () => {
    const notifier = new MemoryNotifier(sanitizer);
    notifier.notify({ message: "Saved" });
    notifier.dismiss("nope");
    expect(notifier.visible()).toHaveLength(1);
  });
});
