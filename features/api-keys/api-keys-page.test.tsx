// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import type { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const DAY = 86_400_000;
const now = Date.now();
const PRODUCTION = ApiKeyMother.record({
  id: "key-production",
  name: "Production",
  value: "mk-pr...b8a7f",
  createdAt: new Date(now - 30 * DAY).toISOString(),
  monthlyBudgetUsd: 5,
  spendThisMonthUsd: 1.25,
  requestsPerMinute: 60,
  allowedModels: ["gpt-4o-mini"],
  createdBy: "owner@meridian.example",
});
const EXPIRING = ApiKeyMother.record({
  id: "key-expiring",
  name: "Trial",
  value: "mk-tr...c9b8e",
  createdAt: new Date(now - 2 * DAY).toISOString(),
  expiresAt: new Date(now + 3 * DAY).toISOString(),
});
/** The person's keys, oldest first, as the gateway holds them. */
const keys = () => [PRODUCTION, EXPIRING];

/** The page signed in, on a memory gateway the test can make fail. */
async function openApiKeys(gateway = new MemoryApiKeysGateway(keys())) {
  const app = await renderApp("/api-key", {
    signedIn: true,
    rebind: (container: Container) => container.rebind(ApiKeysGateway).toConstantValue(gateway),
  });
  const notifier = app.container.get(Notifier) as MemoryNotifier;
  return { app, gateway, notifier };
}

const keyRows = () => screen.findAllByTestId("api-key-row");

function rowOf(id: string): HTMLElement {
  return screen.getAllByTestId("api-key-row").find((row) => row.dataset.keyId === id) as HTMLElement;
}

function cell(row: HTMLElement, column: string): string {
  return row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "";
}

describe("the API keys page", () => {
  it("lists each key by name, masked, with its status, spend against its budget, limits and models", async () => {
    await openApiKeys();
    const rows = await keyRows();
    expect(rows.map((row) => row.dataset.keyId)).toEqual([EXPIRING.id, PRODUCTION.id]);
    const production = rowOf(PRODUCTION.id);
    expect(cell(production, "name")).toBe("Production");
    expect(cell(production, "key")).toBe("mk-pr...b8a7f");
    expect(cell(production, "status")).toBe("Active");
    expect(cell(production, "budget")).toBe("$1.25 of $5.00");
    expect(cell(production, "limits")).toBe("60 requests/min");
    expect(cell(production, "models")).toBe("gpt-4o-mini");
    expect(cell(production, "createdBy")).toBe("owner@meridian.example");
    expect(cell(production, "lastUsed")).toBe("Never");
    const trial = rowOf(EXPIRING.id);
    expect(cell(trial, "status")).toBe("Expiring soon");
    expect(cell(trial, "models")).toBe("All models");
    expect(cell(trial, "limits")).toBe("None");
  });

  it("makes a named, limited key from the dialog and shows its secret once, with a copy button", async () => {
    const { gateway } = await openApiKeys();
    await keyRows();
    await userEvent.click(screen.getByTestId("api-key-create"));
    const dialog = await screen.findByTestId("api-key-settings-dialog");
    await userEvent.type(within(dialog).getByLabelText("Name"), "CI");
    await userEvent.type(within(dialog).getByLabelText("Monthly budget (USD)"), "0.05");
    await userEvent.click(within(dialog).getByLabelText("gpt-4o-mini"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create API key" }));
    const value = (await screen.findByTestId("new-api-key-value")).textContent ?? "";
    expect(value).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(screen.getByText("Copy it now and keep it somewhere safe: it won't be shown again.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Copy the key" }));
    const made = (await gateway.list()).find((key) => key.name === "CI");
    expect(made).toMatchObject({ monthlyBudgetUsd: 0.05, allowedModels: ["gpt-4o-mini"] });
    const row = rowOf(made?.id ?? "");
    expect(cell(row, "key")).toBe(`${value.slice(0, 5)}...${value.slice(-5)}`);
    await userEvent.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByTestId("new-api-key-value")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("api-key-create"));
    expect(document.body.textContent).not.toContain(value);
  });

  it("shows a broken rule under its field and keeps the dialog open", async () => {
    const { gateway } = await openApiKeys();
    await keyRows();
    const create = vi.spyOn(gateway, "create");
    await userEvent.click(screen.getByTestId("api-key-create"));
    const dialog = await screen.findByTestId("api-key-settings-dialog");
    await userEvent.type(within(dialog).getByLabelText("Name"), "CI");
    await userEvent.type(within(dialog).getByLabelText("Requests per minute"), "0");
    await userEvent.keyboard("{Enter}");
    const field = within(dialog).getByLabelText("Requests per minute");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const help = document.getElementById(field.getAttribute("aria-describedby") ?? "");
    expect(help?.textContent).toContain("requestsPerMinute must be at least 1");
    expect(create).not.toHaveBeenCalled();
  });

  it("edits a key in the same dialog, filled with its settings", async () => {
    const { gateway, app } = await openApiKeys();
    await keyRows();
    await userEvent.click(screen.getByRole("button", { name: "Edit the key Production" }));
    const dialog = await screen.findByTestId("api-key-settings-dialog");
    const name = within(dialog).getByLabelText("Name") as HTMLInputElement;
    expect(name.value).toBe("Production");
    expect((within(dialog).getByLabelText("gpt-4o-mini") as HTMLInputElement).checked).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, "Production EU");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(cell(rowOf(PRODUCTION.id), "name")).toBe("Production EU"));
    expect((await gateway.list()).find((key) => key.id === PRODUCTION.id)?.monthlyBudgetUsd).toBe(5);
    expect(app.toasts()).toContain("The API key Production EU was saved.");
  });

  it("rotates a key with the grace chosen, shows the new secret once and when the old one stops", async () => {
    const { gateway } = await openApiKeys();
    await keyRows();
    const rotate = vi.spyOn(gateway, "rotate");
    await userEvent.click(screen.getByRole("button", { name: "Rotate the key Production" }));
    const dialog = await screen.findByTestId("rotate-api-key-dialog");
    expect((within(dialog).getByLabelText("1 hour") as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByLabelText("7 days"));
    await userEvent.click(within(dialog).getByRole("button", { name: "Rotate" }));
    expect(rotate).toHaveBeenCalledWith(PRODUCTION.id, "7d");
    expect(await screen.findByText("The new secret of Production")).toBeTruthy();
    expect(screen.getByTestId("new-api-key-value").textContent).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(cell(rowOf(PRODUCTION.id), "grace")).toMatch(
      /^The old secret works until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
  });

  it("revokes a key once the person confirms in an alert that names it", async () => {
    const { app } = await openApiKeys();
    await keyRows();
    await userEvent.click(screen.getByRole("button", { name: "Revoke the key Production" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-question").textContent).toBe(
      "Revoke the API key Production? Requests with it are refused from now on.",
    );
    await userEvent.click(within(alert).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(cell(rowOf(PRODUCTION.id), "status")).toBe("Revoked"));
    expect(app.toasts()).toContain("The API key Production was revoked.");
    const rotate = screen.getByRole("button", { name: "Rotate the key Production" }) as HTMLButtonElement;
    expect(rotate.disabled).toBe(true);
  });

  it("deletes a key once the person confirms, and keeps it when they cancel", async () => {
    const { app, gateway } = await openApiKeys();
    await keyRows();
    const remove = vi.spyOn(gateway, "remove");
    await userEvent.click(screen.getByRole("button", { name: "Delete the key Trial" }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete the key Trial" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-question").textContent).toContain("Trial");
    await userEvent.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("api-key-row").map((row) => row.dataset.keyId)).toEqual([PRODUCTION.id]),
    );
    expect(app.toasts()).toContain("The API key Trial was deleted.");
  });

  it("reaches every action of a row with the keyboard", async () => {
    await openApiKeys();
    await keyRows();
    const actions = within(rowOf(PRODUCTION.id)).getAllByRole("button");
    expect(actions.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Edit the key Production",
      "Rotate the key Production",
      "Revoke the key Production",
      "Delete the key Production",
    ]);
    (actions[0] as HTMLElement).focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(actions[1]);
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByTestId("rotate-api-key-dialog")).toBeTruthy();
  });

  it("shows the server's messages in an error toast for 5 seconds when a key cannot be made", async () => {
    const gateway = new MemoryApiKeysGateway(keys());
    vi.spyOn(gateway, "create").mockRejectedValueOnce(GatewayError.http(409, "You have 50 API keys"));
    const { notifier } = await openApiKeys(gateway);
    await keyRows();
    await userEvent.click(screen.getByTestId("api-key-create"));
    await userEvent.type(
      within(await screen.findByTestId("api-key-settings-dialog")).getByLabelText("Name"),
      "CI",
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(notifier.visible()).toHaveLength(1));
    expect(notifier.visible()[0]?.toast).toMatchObject({
      message: "You have 50 API keys",
      intent: "negative",
      timeoutMs: 5000,
    });
    expect(screen.queryByTestId("new-api-key-value")).toBeNull();
  });

  it("says there are no keys yet when the person has none", async () => {
    await openApiKeys(new MemoryApiKeysGateway([]));
    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    expect(screen.queryAllByTestId("api-key-row")).toEqual([]);
  });

  it("shows the server's words and a retry when the keys cannot be loaded", async () => {
    const gateway = new MemoryApiKeysGateway(keys());
    vi.spyOn(gateway, "list").mockRejectedValueOnce(GatewayError.http(503, "Keys are being rotated"));
    await openApiKeys(gateway);
    expect(await screen.findByText("Your API keys could not be loaded")).toBeTruthy();
    expect(screen.getByText("Keys are being rotated")).toBeTruthy();
    expect((screen.getByTestId("api-key-create") as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await keyRows()).toHaveLength(2);
  });
});
