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

describe("the words a rejected toast is told in", () => {
  it("name each field, what it was, and what it may be", () => {
    expect(
      errorsOf({
        message: 42 as unknown as string,
        position: "center" as ToastPosition,
        timeoutMs: -5,
        badgePosition: "middle" as "top-left",
        intent: "success" as "positive",
        caption: 7 as unknown as string,
        action: { label: "Undo" } as unknown as ToastRequest["action"],
      }),
    ).toEqual([
      "Invalid toast message: it must be a non-empty text.",
      'Invalid toast position "center": expected one of top, top-left, top-right, bottom, bottom-left, bottom-right.',
      "Invalid toast timeout -5: expected a whole number of milliseconds, 0 or more (0 keeps the toast until dismissed).",
      'Invalid toast badge position "middle": expected one of top-left, top-right, bottom-left, bottom-right.',
      'Invalid toast intent "success": expected one of positive, negative, warning, info.',
      "Invalid toast caption 7: expected a text.",
      "Invalid toast action: expected a non-empty label and an onClick function.",
    ]);
  });

  it("are joined after one lead sentence", () => {
    expect(toastRejection(["First.", "Second."])).toBe("Toast rejected, nothing shown. First. Second.");
  });

  it("accept every listed position, badge corner and intent", () => {
    for (const position of ["top", "top-left", "top-right", "bottom", "bottom-left", "bottom-right"] as const)
      expect(errorsOf({ message: "m", position })).toEqual([]);
    for (const badgePosition of ["top-left", "top-right", "bottom-left", "bottom-right"] as const)
      expect(errorsOf({ message: "m", badgePosition })).toEqual([]);
    for (const intent of ["positive", "negative", "warning", "info"] as const)
      expect(errorsOf({ message: "m", intent })).toEqual([]);
  });

  it("refuse an action that is not an object, has a blank or missing label, or no function to call", () => {
    const onClick = () => undefined;
    const callable = Object.assign(() => undefined, { label: "Undo", onClick });
    for (const action of [
      null,
      "Undo",
      callable,
      { label: " ", onClick },
      { onClick },
      { label: "Undo", onClick: "x" },
    ])
      expect(errorsOf({ message: "m", action: action as unknown as ToastRequest["action"] })).toEqual([
        "Invalid toast action: expected a non-empty label and an onClick function.",
      ]);
  });

  it("take a timeout of any whole number of milliseconds, the largest safe one included", () => {
    expect(errorsOf({ message: "m", timeoutMs: Number.MAX_SAFE_INTEGER })).toEqual([]);
    expect(errorsOf({ message: "m", timeoutMs: Number.MAX_SAFE_INTEGER + 1 })).toHaveLength(1);
  });

  it("keep a caption given as text and a choice of plain text on one line even for an interface toast", () => {
    expect(toastOf({ message: "m", caption: "why", multiLine: false }, "interface")).toMatchObject({
      caption: "why",
      multiLine: false,
    });
    expect(toastOf({ message: "m", html: true, multiLine: true })).toMatchObject({
      html: true,
      multiLine: true,
    });
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

  it("is nothing when an HTML message sanitizes to spaces alone", () => {
    const toSpaces: HtmlSanitizer = { sanitize: () => "  " };
    expect(showableToast(normalized({ message: "<img>", html: true }, "default"), toSpaces)).toBeNull();
  });

  it("is nothing when an HTML message has nothing left after sanitizing", () => {
    expect(showableToast(normalized({ message: "<script>x</script>" }, "interface"), stripTags)).toBeNull();
  });
});
