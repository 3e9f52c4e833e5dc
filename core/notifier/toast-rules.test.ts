import { describe, expect, it } from "vitest";
import type { HtmlSanitizer } from "./html-sanitizer.port.ts";
import type { ToastPosition, ToastRequest } from "./notifier.port.ts";
import {
  DEFAULT_BADGE_POSITION,
  DEFAULT_TOAST_POSITION,
  DEFAULT_TOAST_TIMEOUT_MS,
  INTERFACE_TOAST_DEFAULTS,
  normalizeToast,
  showableToast,
  toastKey,
  toastRejection,
} from "./toast-rules.ts";

function errorsOf(request: ToastRequest, kind: "default" | "interface" = "default"): string[] {
  const result = normalizeToast(request, kind);
  return result.ok ? [] : result.errors;
}

function toastOf(request: ToastRequest, kind: "default" | "interface" = "default") {
  const result = normalizeToast(request, kind);
  if (!result.ok) throw new Error(result.errors.join(" "));
  return result.toast;
}

describe("toast rules", () => {
  it("a toast leaves after 5 seconds by default", () => {
    expect(DEFAULT_TOAST_TIMEOUT_MS).toBe(5000);
    expect(toastOf({ message: "Saved" }).timeoutMs).toBe(5000);
  });

  it("a plain toast is shown as text, on one line, at the default position with an info intent", () => {
    expect(toastOf({ message: "Saved" })).toEqual({
      message: "Saved",
      caption: null,
      intent: "info",
      position: DEFAULT_TOAST_POSITION,
      timeoutMs: 5000,
      html: false,
      multiLine: false,
      badgePosition: "top-right",
      action: null,
    });
  });

  it("the repeat badge sits top-right unless the caller chooses another corner", () => {
    expect(DEFAULT_BADGE_POSITION).toBe("top-right");
    expect(toastOf({ message: "Saved", badgePosition: "bottom-left" }).badgePosition).toBe("bottom-left");
  });

  it("an interface toast is bottom-right, 1 second, multi-line and HTML", () => {
    expect(INTERFACE_TOAST_DEFAULTS).toEqual({
      position: "bottom-right",
      timeoutMs: 1000,
      multiLine: true,
      html: true,
    });
    const toast = toastOf({ message: "<b>Copied</b>" }, "interface");
    expect(toast).toMatchObject({ position: "bottom-right", timeoutMs: 1000, multiLine: true, html: true });
  });

  it("an interface toast still honours what the caller asks for explicitly", () => {
    const toast = toastOf({ message: "Copied", position: "top", timeoutMs: 2000, html: false }, "interface");
    expect(toast).toMatchObject({ position: "top", timeoutMs: 2000, html: false, multiLine: true });
  });

  it("a timeout of 0 keeps the toast until it is dismissed", () => {
    expect(toastOf({ message: "Stay", timeoutMs: 0 }).timeoutMs).toBe(0);
  });

  it("a caller's caption and action are kept, and a blank caption is dropped", () => {
    const onClick = () => undefined;
    expect(
      toastOf({ message: "Deleted", caption: "Key k-1", action: { label: "Undo", onClick } }),
    ).toMatchObject({
      caption: "Key k-1",
      action: { label: "Undo", onClick },
    });
    expect(toastOf({ message: "Deleted", caption: "  " }).caption).toBeNull();
  });

  it.each([
    -1,
    Number.NaN,
    1.5,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    "100" as unknown as number,
  ])("a timeout of %s is rejected with a message naming the timeout", (timeoutMs) => {
    const errors = errorsOf({ message: "Saved", timeoutMs });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Invalid toast timeout/);
  });

  it.each(["center", "middle", "TOP", "", "left"])(
    "a position of %j is rejected with the valid positions listed",
    (position) => {
      const errors = errorsOf({ message: "Saved", position: position as ToastPosition });
      expect(errors).toEqual([
        expect.stringMatching(/Invalid toast position .*expected one of top, top-left/),
      ]);
    },
  );

  it("an interface toast with an invalid position is rejected too", () => {
    expect(errorsOf({ message: "Saved", position: "nowhere" as ToastPosition }, "interface")).toHaveLength(1);
  });

  it.each(["top", "center", "bottom"])(
    "a badge position of %j is rejected: a badge sits in a corner",
    (badgePosition) => {
      const errors = errorsOf({ message: "Saved", badgePosition: badgePosition as "top-left" });
      expect(errors).toEqual([expect.stringMatching(/Invalid toast badge position/)]);
    },
  );

  it("an empty or blank message is rejected", () => {
    expect(errorsOf({ message: "" })).toEqual([expect.stringMatching(/Invalid toast message/)]);
    expect(errorsOf({ message: "   " })).toHaveLength(1);
  });

  it("an unknown intent or a malformed action is rejected", () => {
    expect(errorsOf({ message: "Saved", intent: "success" as "positive" })).toEqual([
      expect.stringMatching(/Invalid toast intent/),
    ]);
    expect(errorsOf({ message: "Saved", action: { label: "", onClick: () => undefined } })).toEqual([
      expect.stringMatching(/Invalid toast action/),
    ]);
  });

  it("every problem of a request is reported at once", () => {
    const errors = errorsOf({
      message: "Saved",
      position: "center" as ToastPosition,
      timeoutMs: -5,
      badgePosition: "middle" as "top-left",
    });
    expect(errors).toHaveLength(3);
    expect(toastRejection(errors)).toMatch(/^Toast rejected, nothing shown\. Invalid toast position/);
  });

  it("the same message, intent and position make the same toast; any difference makes another", () => {
    const saved = toastOf({ message: "Saved" });
    expect(toastKey(saved)).toBe(toastKey(toastOf({ message: "Saved", timeoutMs: 1000, caption: "again" })));
    expect(toastKey(saved)).not.toBe(toastKey(toastOf({ message: "Saved", intent: "negative" })));
    expect(toastKey(saved)).not.toBe(toastKey(toastOf({ message: "Saved", position: "bottom" })));
    expect(toastKey(saved)).not.toBe(toastKey(toastOf({ message: "Saved!" })));
  });
});

describe("a toast as it may be shown", () => {
  const stripTags: HtmlSanitizer = { sanitize: (html) => html.replace(/<script>.*?<\/script>/g, "") };
  const normalized = (request: Parameters<typeof normalizeToast>[0], kind: "default" | "interface") => {
    const result = normalizeToast(request, kind);
    if (!result.ok) throw new Error(result.errors.join(" "));
    return result.toast;
  };

  it("has an HTML message passed through the sanitizer", () => {
    const toast = normalized({ message: "<b>ok</b><script>x</script>", html: true }, "default");
    expect(showableToast(toast, stripTags)?.message).toBe("<b>ok</b>");
  });

  it("keeps a plain message untouched, since it is shown as text", () => {
    const toast = normalized({ message: "<b>ok</b><script>x</script>" }, "default");
    expect(showableToast(toast, stripTags)).toEqual(toast);
  });

  it("is nothing when an HTML message has nothing left after sanitizing", () => {
    expect(showableToast(normalized({ message: "<script>x</script>" }, "interface"), stripTags)).toBeNull();
  });
});
