import { describe, expect, it } from "vitest";
import type {
  NotificationDetailsJson,
  NotificationKind,
} from "../../core/notifications/notification-json.ts";
import { createI18n } from "../../ui/i18n/i18n.ts";
import { notificationText } from "./notification-text.ts";

const keyAt80 = {
  apiKeyId: "key-ci",
  apiKeyName: "CI bot",
  departmentId: null,
  departmentName: null,
  threshold: 80,
  spend: 0.04,
  budget: 0.05,
  period: "2026-05",
};

async function sentenceOf(kind: NotificationKind, details: NotificationDetailsJson) {
  const { t } = await createI18n();
  return notificationText(t, "en-US", { kind, details });
}

describe("an API key's budget alert, as the notifications list words it", () => {
  it("tells the holder of a personal key that their key used a share of its budget", async () => {
    expect(await sentenceOf("api-key-budget-threshold", keyAt80)).toEqual({
      sentence: "Your API key CI bot has used 80% of its $0.05 monthly budget",
      spent: "$0.04 spent in May 2026",
    });
  });

  it("names the department of a department's key", async () => {
    const departmentKey = { ...keyAt80, departmentId: "dep-research", departmentName: "Research" };
    expect((await sentenceOf("api-key-budget-threshold", departmentKey)).sentence).toBe(
      "API key CI bot of Research has used 80% of its $0.05 monthly budget",
    );
  });
});
