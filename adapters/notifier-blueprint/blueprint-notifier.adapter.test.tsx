// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ToastPosition } from "../../core/notifier/notifier.port.ts";
import { DomPurifySanitizer } from "../sanitizer-dompurify/dompurify-sanitizer.adapter.ts";
import { BlueprintNotifier } from "./blueprint-notifier.adapter.ts";

let notifier: BlueprintNotifier;

beforeEach(() => {
  notifier = new BlueprintNotifier(async () => new DomPurifySanitizer(window), document, {
    region: () => "Notifications",
    repeated: (count) => `Repeated ${count} times`,
  });
});

afterEach(() => {
  notifier.dispose();
  vi.useRealTimers();
});

function toastOf(text: string): HTMLElement {
  const toast = screen.getByText(text).closest<HTMLElement>(".bp6-toast");
  if (!toast) throw new Error(`No toast around "${text}"`);
  return toast;
}

describe("the Blueprint notifier", () => {
  it("shows a plain toast with its text, announced inside the notifications landmark", async () => {
    const id = notifier.notify({ message: "Key created", intent: "positive" });
    expect(id).toEqual(expect.any(String));
    const region = await screen.findByRole("region", { name: "Notifications" });
    expect(await within(region).findByRole("alert")).toHaveProperty("textContent", "Key created");
    expect(toastOf("Key created").classList).toContain("bp6-intent-success");
    expect(toastOf("Key created").closest("[aria-live='polite']")).not.toBeNull();
  });

  it("shows a plain message as text, never as HTML", async () => {
    notifier.notify({ message: "Use <b>bold</b>" });
    expect(await screen.findByText("Use <b>bold</b>")).toBeTruthy();
    expect(document.querySelector(".bp6-toast b")).toBeNull();
  });

  it("shows an HTML toast in bold with the image and the script removed", async () => {
    notifier.notify({
      message: "<b>ok</b><img src=x onerror=alert(1)><script>alert(2)</script>",
      html: true,
    });
    const bold = await screen.findByText("ok");
    expect(bold.tagName).toBe("B");
    expect(document.querySelector("img, script")).toBeNull();
    expect(document.body.innerHTML).not.toContain("alert(");
  });

  it("an invalid position shows nothing, returns null and logs an error", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(notifier.notify({ message: "Nowhere", position: "center" as ToastPosition })).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/Invalid toast position "center"/));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("Nowhere")).toBeNull();
    expect(document.querySelector(".bp6-toast")).toBeNull();
  });

  it("an invalid timeout or badge position shows nothing either", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(notifier.notify({ message: "x", timeoutMs: -1 })).toBeNull();
    expect(notifier.notifyInterface({ message: "x", badgePosition: "center" as "top-left" })).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("a toast raised again while visible is not stacked but shows a repeat badge", async () => {
    const first = notifier.notify({ message: "Model is not set", intent: "warning" });
    await screen.findByText("Model is not set");
    const again = notifier.notify({ message: "Model is not set", intent: "warning" });
    expect(again).toBe(first);
    const badge = await within(toastOf("Model is not set")).findByText("2");
    expect(badge.closest(".gw-toast__badge--top-right")).not.toBeNull();
    expect(screen.getByText("Repeated 2 times")).toBeTruthy();
    expect(document.querySelectorAll(".bp6-toast")).toHaveLength(1);
  });

  it("the repeat badge sits in the corner the caller chose", async () => {
    notifier.notify({ message: "Again", badgePosition: "bottom-left" });
    notifier.notify({ message: "Again", badgePosition: "bottom-left" });
    const badge = await screen.findByText("2");
    expect(badge.closest(".gw-toast__badge--bottom-left")).not.toBeNull();
  });

  it("an interface toast lands in the bottom-right toaster and allows several lines", async () => {
    notifier.notifyInterface({ message: "Copied <i>model id</i>" });
    const italic = await screen.findByText("model id");
    const container = italic.closest(".bp6-toast-container");
    expect(container?.classList).toContain("bp6-toast-container-bottom");
    expect(container?.classList).toContain("bp6-toast-container-right");
    expect(toastOf("model id").classList).toContain("gw-toast--multi-line");
  });

  it("a default toast lands in the top toaster, apart from the interface toasts", async () => {
    notifier.notify({ message: "Saved" });
    const container = (await screen.findByText("Saved")).closest(".bp6-toast-container");
    expect(container?.classList).toContain("bp6-toast-container-top");
    expect(container?.classList).not.toContain("bp6-toast-container-right");
  });

  it("shows the caption under the message and runs the action once, closing the toast", async () => {
    const onClick = vi.fn();
    notifier.notify({ message: "Key deleted", caption: "k-123", action: { label: "Undo", onClick } });
    expect(await screen.findByText("k-123")).toBeTruthy();
    screen.getByRole("button", { name: "Undo" }).click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByText("Key deleted")).toBeNull());
  });

  it("shows a danger toast with its icon for a negative intent", async () => {
    notifier.notify({ message: "Failed", intent: "negative" });
    const toast = (await screen.findByText("Failed")).closest(".bp6-toast");
    expect(toast?.classList).toContain("bp6-intent-danger");
    expect(toast?.querySelector("svg[data-icon='error']")).not.toBeNull();
  });

  it("dismiss removes the toast, and the same toast raised afterwards starts again without a badge", async () => {
    const id = notifier.notify({ message: "Bye" }) ?? "";
    await screen.findByText("Bye");
    notifier.dismiss(id);
    await waitFor(() => expect(screen.queryByText("Bye")).toBeNull());
    expect(notifier.notify({ message: "Bye" })).not.toBe(id);
    await screen.findByText("Bye");
    expect(screen.queryByText("2")).toBeNull();
  });

  it("a toast leaves by itself after its timeout, and a repeat restarts that timeout", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    notifier.notify({ message: "Tick", timeoutMs: 1000 });
    await advanceUntil(() => screen.queryByText("Tick") !== null);
    await elapse(800);
    notifier.notify({ message: "Tick", timeoutMs: 1000 });
    await advanceUntil(() => screen.queryByText("2") !== null);
    await elapse(800);
    expect(screen.queryByText("Tick")).not.toBeNull();
    await elapse(800);
    expect(screen.queryByText("Tick")).toBeNull();
  });
});

// React renders on real macrotasks while Blueprint times with the faked clock: move the clock in small steps
// so that renders and the timers they start keep pace with it.
async function elapse(ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 10) await vi.advanceTimersByTimeAsync(10);
}

async function advanceUntil(done: () => boolean): Promise<void> {
  for (let elapsed = 0; elapsed < 1000 && !done(); elapsed += 10) await vi.advanceTimersByTimeAsync(10);
  expect(done()).toBe(true);
}
