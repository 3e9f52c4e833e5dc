// @vitest-environment jsdom
import { OverlaysProvider } from "@blueprintjs/core";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import type { RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import { i18nWithEveryText } from "../testing/i18n-with-every-text.ts";
import { ApiKeyConfirmAlert } from "./api-key-confirm-alert.tsx";
import { ApiKeySettingsDialog } from "./api-key-settings-dialog.tsx";
import {
  type ApiKeySettingsFormState,
  apiKeySettingsErrorsOf,
  apiKeySettingsForm,
  checkedApiKeySettings,
  withApiKeySettingsField,
} from "./api-key-settings-draft.ts";
import { ApiKeyStatusTag } from "./api-key-status-tag.tsx";
import { RotateApiKeyDialog } from "./rotate-api-key-dialog.tsx";

async function renderInEnglish(overlay: ReactNode) {
  render(
    <I18nextProvider i18n={await i18nWithEveryText()}>
      <OverlaysProvider>{overlay}</OverlaysProvider>
    </I18nextProvider>,
  );
  return userEvent.setup();
}

/** The settings dialog as a screen holds it: its form in state, submitted to `onSubmit`. */
function SettingsDialogOf({
  start,
  onSubmit,
}: {
  readonly start: ApiKeySettingsFormState;
  readonly onSubmit: (form: ApiKeySettingsFormState) => void;
}) {
  const [form, setForm] = useState(start);
  return (
    <ApiKeySettingsDialog
      form={form}
      models={["gpt-4o", "gpt-4o-mini"]}
      saving={false}
      onChange={(field, value) => setForm((shown) => withApiKeySettingsField(shown, field, value))}
      onSubmit={() => onSubmit(form)}
      onCancel={() => {}}
    />
  );
}

describe("the API key settings dialog", () => {
  it("makes a key from what is typed, the models ticked, and submits it with Enter", async () => {
    const onSubmit = vi.fn();
    const user = await renderInEnglish(
      <SettingsDialogOf start={apiKeySettingsForm(null)} onSubmit={onSubmit} />,
    );
    const dialog = await screen.findByRole("dialog", { name: "New API key" });
    await user.type(within(dialog).getByLabelText("Name"), "CI");
    await user.type(within(dialog).getByLabelText("Tokens per minute"), "5000");
    await user.click(within(dialog).getByLabelText("gpt-4o-mini"));
    await user.type(within(dialog).getByLabelText("Name"), "{Enter}");
    const submitted = onSubmit.mock.calls[0]?.[0] as ApiKeySettingsFormState;
    expect(checkedApiKeySettings(submitted.draft, Date.now())).toEqual({
      settings: {
        name: "CI",
        expiresAt: null,
        monthlyBudgetUsd: null,
        requestsPerMinute: null,
        tokensPerMinute: 5000,
        allowedModels: ["gpt-4o-mini"],
      },
    });
  });

  it("edits a key filled with its settings, and shows each broken rule under its field", async () => {
    const key = ApiKeyMother.create({ id: "k1", name: "Production", monthlyBudgetUsd: 5 });
    const start = {
      ...apiKeySettingsForm("k1", key),
      fieldErrors: apiKeySettingsErrorsOf(["monthlyBudgetUsd must be at least 0.01", "Too many keys"]),
    };
    await renderInEnglish(<SettingsDialogOf start={start} onSubmit={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Edit API key" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Production");
    const budget = within(dialog).getByLabelText("Monthly budget (USD)");
    expect(budget.getAttribute("aria-invalid")).toBe("true");
    const help = document.getElementById(budget.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("monthlyBudgetUsd must be at least 0.01");
    expect(within(dialog).getByText("Too many keys")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeTruthy();
  });
});

describe("the rotate dialog", () => {
  it("offers the four graces, names the key, and confirms with the one chosen", async () => {
    const onConfirm = vi.fn();
    function Rotating() {
      const [grace, setGrace] = useState<RotationGrace>("1h");
      return (
        <RotateApiKeyDialog
          keyName="Production"
          grace={grace}
          rotating={false}
          onGraceChange={setGrace}
          onConfirm={() => onConfirm(grace)}
          onCancel={() => {}}
        />
      );
    }
    const user = await renderInEnglish(<Rotating />);
    const dialog = await screen.findByRole("dialog", { name: "Rotate API key" });
    expect(within(dialog).getByText(/the current one of Production/)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("radio")
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(["Not at all", "1 hour", "24 hours", "7 days"]);
    await user.click(within(dialog).getByLabelText("Not at all"));
    await user.click(within(dialog).getByRole("button", { name: "Rotate" }));
    expect(onConfirm).toHaveBeenCalledWith("none");
  });
});

describe("the confirmation of a key's revocation or deletion", () => {
  it("names the key and the action, and answers with it", async () => {
    const onConfirm = vi.fn();
    const user = await renderInEnglish(
      <ApiKeyConfirmAlert
        question={{ kind: "revoke", name: "Production" }}
        busy={false}
        onConfirm={onConfirm}
        onCancel={() => {}}
      />,
    );
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-question").textContent).toBe(
      "Revoke the API key Production? Requests with it are refused from now on.",
    );
    await user.click(within(alert).getByRole("button", { name: "Revoke" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe("a key's status tag", () => {
  it("says how the key stands in words", async () => {
    await renderInEnglish(
      <>
        <ApiKeyStatusTag status="expiring" />
        <ApiKeyStatusTag status="revoked" />
      </>,
    );
    expect(screen.getAllByTestId("api-key-status").map((tag) => tag.textContent)).toEqual([
      "Expiring soon",
      "Revoked",
    ]);
  });
});
