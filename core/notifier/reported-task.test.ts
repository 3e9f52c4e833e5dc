import { firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { GatewayError } from "../errors/gateway-error.ts";
import { RouteName } from "../routing/route-name.ts";
import type { ToastRequest } from "./notifier.port.ts";
import { reportFailure } from "./report-failure.ts";
import { loadReportingFailure, runBusyReportingFailure } from "./reported-task.ts";

function recordingNotifier() {
  const toasts: ToastRequest[] = [];
  return {
    toasts,
    notify(request: ToastRequest) {
      toasts.push(request);
      return "toast-1";
    },
  };
}

describe("telling the person a call failed", () => {
  it("shows the server's messages one a line in an error toast", () => {
    const notifier = recordingNotifier();
    reportFailure(notifier, GatewayError.http(400, "name is required", "budget too low"), "Could not save");
    expect(notifier.toasts).toStrictEqual([
      { message: "name is required\nbudget too low", intent: "negative", multiLine: true },
    ]);
  });

  it("says it in the screen's own words when the server gave none", () => {
    const notifier = recordingNotifier();
    reportFailure(notifier, new Error("boom"), "Could not save", { timeoutMs: 0 });
    expect(notifier.toasts).toEqual([
      { message: "Could not save", intent: "negative", multiLine: true, timeoutMs: 0 },
    ]);
  });

  it("stays silent when an error page already told, or nobody is signed in", () => {
    const notifier = recordingNotifier();
    reportFailure(notifier, new GatewayError({ kind: "http", status: 500 }, [], RouteName.ERROR_LAYOUT), "x");
    reportFailure(notifier, GatewayError.missingAccessToken(), "x");
    expect(notifier.toasts).toEqual([]);
  });
});

describe("a screen's task that shows it is under way", () => {
  it("is busy while it runs and answers the task's result", async () => {
    const notifier = recordingNotifier();
    const busy: boolean[] = [];
    const result = await runBusyReportingFailure(
      (underWay) => busy.push(underWay),
      { notifier, fallback: "Could not load" },
      async () => {
        expect(busy).toEqual([true]);
        return 42;
      },
    );
    expect(result).toBe(42);
    expect(busy).toEqual([true, false]);
    expect(notifier.toasts).toEqual([]);
  });

  it("tells a failure in a toast, answers null and is no longer busy", async () => {
    const notifier = recordingNotifier();
    const busy: boolean[] = [];
    const result = await runBusyReportingFailure(
      (underWay) => busy.push(underWay),
      { notifier, fallback: "Could not load" },
      () => Promise.reject(new Error("boom")),
    );
    expect(result).toBeNull();
    expect(busy).toEqual([true, false]);
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["Could not load"]);
  });
});

describe("one load as an observable", () => {
  it("passes on what was loaded", async () => {
    const notifier = recordingNotifier();
    expect(
      await firstValueFrom(loadReportingFailure(Promise.resolve("rows"), { notifier, fallback: "x" })),
    ).toBe("rows");
    expect(notifier.toasts).toEqual([]);
  });

  it("tells a failure in a toast and arrives as a failed load", async () => {
    const notifier = recordingNotifier();
    const load = loadReportingFailure(Promise.reject(new Error("boom")), { notifier, fallback: "No rows" });
    expect(await firstValueFrom(load)).toEqual({ failed: true });
    expect(notifier.toasts.map((toast) => toast.message)).toEqual(["No rows"]);
  });
});
