// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it } from "vitest";
import type { WebhookDeliveryJson } from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const HOSTILE = '<img src="x" onerror="alert(1)"> refused';

/** The owner's overview, with the memory webhook gateway whose log can be given a receiver's hostile answer. */
async function openOverview(deliveries?: WebhookDeliveryJson[]) {
  await renderApp("/organization", {
    signedIn: true,
    rebind: deliveries
      ? (container: Container) => {
          const gateway = container.get(OrganizationWebhookGateway);
          container.rebind(OrganizationWebhookGateway).toConstantValue({
            webhook: (organizationId) => gateway.webhook(organizationId),
            save: (organizationId, url) => gateway.save(organizationId, url),
            remove: (organizationId) => gateway.remove(organizationId),
            sendTest: (organizationId) => gateway.sendTest(organizationId),
            deliveries: async () => deliveries,
          });
        }
      : undefined,
  });
  return screen.findByTestId("organization-webhook");
}

describe("the organization's webhook card", () => {
  it("shows a new webhook's secret once, with a copy button, then only its last characters", async () => {
    const card = await openOverview();
    await userEvent.type(
      await within(card).findByLabelText("Webhook address"),
      "https://hooks.example.com/alerts",
    );
    await userEvent.click(within(card).getByRole("button", { name: "Save address" }));
    const secret = (await within(card).findByTestId("webhook-secret")).textContent ?? "";
    expect(secret).toMatch(/^whsec_/);
    expect(within(card).getByRole("button", { name: "Copy the secret" })).toBeTruthy();
    await userEvent.click(within(card).getByRole("button", { name: "I have saved it" }));
    expect(within(card).queryByTestId("webhook-secret")).toBeNull();
    expect(within(card).getByTestId("webhook-secret-hint").textContent).toBe(`Ends with ${secret.slice(-4)}`);
    expect(document.body.textContent).not.toContain(secret);
  });

  it("sends a test and lists it among the deliveries", async () => {
    const card = await openOverview();
    await userEvent.type(
      await within(card).findByLabelText("Webhook address"),
      "https://hooks.example.com/alerts",
    );
    await userEvent.click(within(card).getByRole("button", { name: "Save address" }));
    await userEvent.click(await within(card).findByRole("button", { name: "Send a test" }));
    const [row] = await within(card).findAllByTestId("webhook-delivery");
    expect(within(row as HTMLElement).getByText("Test")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Delivered")).toBeTruthy();
  });

  it("shows a receiver's error as text, never as markup", async () => {
    const card = await openOverview([
      {
        id: "whd-1",
        event: "budget-threshold",
        status: "failed",
        attempts: 5,
        lastAttemptAt: "2026-05-20T12:00:00.000Z",
        nextAttemptAt: null,
        responseStatus: 500,
        error: HOSTILE,
      },
    ]);
    const [row] = await within(card).findAllByTestId("webhook-delivery");
    const error = (row as HTMLElement).querySelector('[data-column="error"]');
    expect(error?.textContent).toBe(HOSTILE);
    expect(error?.querySelector("img")).toBeNull();
  });
});
