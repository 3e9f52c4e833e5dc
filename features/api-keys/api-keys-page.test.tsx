// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import type { MemoryNotifier } from "../../adapters/notifier-memory/memory-notifier.adapter.ts";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

const clock = { now: () => new Date(2025, 5, 9, 8, 3).getTime() };
const OLDEST = ApiKeyMother.record({
  id: "key-old",
  value: "mk-old0123456789abcdef0123456789b8a7f",
  createdAt: new Date(2025, 4, 31, 8, 3).toISOString(),
});
const NEWEST = ApiKeyMother.record({
  id: "key-new",
  value: "mk-new0123456789abcdef0123456789c9b8e",
  createdAt: new Date(2025, 5, 7, 8, 3).toISOString(),
});
const OLDEST_MASKED = "mk-ol...b8a7f";
/** The person's keys, oldest first, as the gateway holds them. */
const keys = () => [OLDEST, NEWEST];

/** The page signed in, on a memory gateway the test can make fail. */
async function openApiKeys(gateway = new MemoryApiKeysGateway(keys(), clock)) {
  const app = await renderApp("/api-key", {
    signedIn: true,
    rebind: (container: Container) => container.rebind(ApiKeysGateway).toConstantValue(gateway),
  });
  const notifier = app.container.get(Notifier) as MemoryNotifier;
  return { app, gateway, notifier };
}

const keyRows = () => screen.findAllByTestId("api-key-row");

function cells(row: HTMLElement): string[] {
  return ["key", "date", "time"].map(
    (column) => row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "",
  );
}

describe("the API keys page", () => {
  it("lists the keys masked and newest first, with the date and the time each was created in their own columns", async () => {
    await openApiKeys();
    const rows = await keyRows();
    expect(rows.map((row) => row.dataset.keyId)).toEqual([NEWEST.id, OLDEST.id]);
    expect(cells(rows[1] as HTMLElement)).toEqual([OLDEST_MASKED, "2025-05-31", "08:03"]);
    expect(document.body.textContent).not.toContain(OLDEST.value);
  });

  it("shows a new key in full once, with a warning and a copy button, then only masked", async () => {
    const { gateway } = await openApiKeys();
    await keyRows();
    await userEvent.click(screen.getByTestId("api-key-create"));
    const value = (await screen.findByTestId("new-api-key-value")).textContent ?? "";
    expect(value).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(screen.getByText("Copy it now and keep it somewhere safe: it won't be shown again.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Copy the key" }));
    const created = (await gateway.list()).at(-1) as ApiKey;
    const row = (await keyRows()).find((found) => found.dataset.keyId === created.id) as HTMLElement;
    expect(cells(row)[0]).toBe(`${value.slice(0, 5)}...${value.slice(-5)}`);
    expect(within(row).getByText("New")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "I have saved it" }));
    expect(screen.queryByTestId("new-api-key-value")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("api-key-create"));
    expect(document.body.textContent).not.toContain(value);
  });

  it("copies the new key to the clipboard and says so, or says it could not", async () => {
    const { notifier } = await openApiKeys();
    await keyRows();
    const writeText = vi.fn(async (_: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByTestId("api-key-create"));
    const value = (await screen.findByTestId("new-api-key-value")).textContent;
    await userEvent.click(screen.getByRole("button", { name: "Copy the key" }));
    expect(writeText).toHaveBeenCalledWith(value);
    await waitFor(() =>
      expect(notifier.visible().map((shown) => shown.toast.message)).toContain("Copied to clipboard"),
    );
    writeText.mockRejectedValueOnce(new DOMException("Denied", "NotAllowedError"));
    await userEvent.click(screen.getByRole("button", { name: "Copy the key" }));
    await waitFor(() =>
      expect(notifier.visible().map((shown) => shown.toast.message)).toContain(
        "Could not copy to the clipboard",
      ),
    );
  });

  it("deletes a key once the person confirms in an alert that names it", async () => {
    const { app } = await openApiKeys();
    await keyRows();
    await userEvent.click(screen.getByRole("button", { name: `Delete the key ${OLDEST_MASKED}` }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("api-key-removal-question").textContent).toContain(OLDEST_MASKED);
    await userEvent.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getAllByTestId("api-key-row").map((row) => row.dataset.keyId)).toEqual([NEWEST.id]),
    );
    expect(app.toasts()).toContain(`The API key ${OLDEST_MASKED} was deleted.`);
  });

  it("keeps the key when the person cancels the deletion", async () => {
    const { gateway } = await openApiKeys();
    await keyRows();
    const remove = vi.spyOn(gateway, "remove");
    await userEvent.click(screen.getByRole("button", { name: `Delete the key ${OLDEST_MASKED}` }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    expect(await keyRows()).toHaveLength(2);
  });

  it("shows the server's messages in an error toast for 5 seconds when a key cannot be generated", async () => {
    const gateway = new MemoryApiKeysGateway(keys(), clock);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(GatewayError.http(409, "You have 50 API keys"));
    const { notifier } = await openApiKeys(gateway);
    await keyRows();
    await userEvent.click(screen.getByTestId("api-key-create"));
    await waitFor(() => expect(notifier.visible()).toHaveLength(1));
    expect(notifier.visible()[0]?.toast).toMatchObject({
      message: "You have 50 API keys",
      intent: "negative",
      timeoutMs: 5000,
    });
    expect(screen.queryByTestId("new-api-key-value")).toBeNull();
    expect((screen.getByTestId("api-key-create") as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's messages in an error toast when a key cannot be deleted, and keeps it", async () => {
    const gateway = new MemoryApiKeysGateway(keys(), clock);
    vi.spyOn(gateway, "remove").mockRejectedValueOnce(GatewayError.http(409, "This key is in use"));
    const { notifier } = await openApiKeys(gateway);
    await keyRows();
    await userEvent.click(screen.getByRole("button", { name: `Delete the key ${OLDEST_MASKED}` }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() =>
      expect(notifier.visible()[0]?.toast).toMatchObject({
        message: "This key is in use",
        intent: "negative",
      }),
    );
    expect(await keyRows()).toHaveLength(2);
  });

  it("keeps every button waiting while a key is being created", async () => {
    const gateway = new MemoryApiKeysGateway(keys(), clock);
    let answer!: (keys: ApiKey[]) => void;
    vi.spyOn(gateway, "create").mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    await openApiKeys(gateway);
    await keyRows();
    const create = screen.getByTestId("api-key-create") as HTMLButtonElement;
    await userEvent.click(create);
    expect(create.disabled).toBe(true);
    const deleteButton = screen.getByRole("button", {
      name: `Delete the key ${OLDEST_MASKED}`,
    }) as HTMLButtonElement;
    expect(deleteButton.disabled).toBe(true);
    answer(await gateway.list());
    await waitFor(() => expect(create.disabled).toBe(false));
  });

  it("says there are no keys yet when the person has none", async () => {
    await openApiKeys(new MemoryApiKeysGateway([], clock));
    expect(await screen.findByText("No API keys yet")).toBeTruthy();
    expect(screen.queryAllByTestId("api-key-row")).toEqual([]);
  });

  it("shows the server's words and a retry when the keys cannot be loaded", async () => {
    const gateway = new MemoryApiKeysGateway(keys(), clock);
    vi.spyOn(gateway, "list").mockRejectedValueOnce(GatewayError.http(503, "Keys are being rotated"));
    await openApiKeys(gateway);
    expect(await screen.findByText("Your API keys could not be loaded")).toBeTruthy();
    expect(screen.getByText("Keys are being rotated")).toBeTruthy();
    expect((screen.getByTestId("api-key-create") as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await keyRows()).toHaveLength(2);
  });
});
