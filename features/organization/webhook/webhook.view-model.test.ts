import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { OrganizationWebhookGateway } from "../../../core/budget-alerts/organization-webhook-gateway.port.ts";
import { WEBHOOK_URL_RULE } from "../../../core/budget-alerts/webhook-url-rule.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { WebhookState } from "./webhook.state.ts";
import type { WebhookViewModel } from "./webhook.view-model.ts";
import { createWebhookViewModel } from "./webhook.view-model-factory.ts";

/** The demo organization's webhook card as its owner sees it. */
async function ownersWebhook(gateways = CastOrganizationMother.create().gateways()) {
  gateways.context.db.actAs(CAST.owner.id);
  const notifier = { notify: vi.fn((_: { message: string }) => "toast") };
  const services = screenServicesForTest((bind) => {
    bind(OrganizationWebhookGateway, gateways.webhook);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(createWebhookViewModel(services, CAST_ORGANIZATION_ID));
  await settled(viewModel);
  const toasts = () => notifier.notify.mock.calls.map(([toast]) => toast.message);
  return { viewModel, gateways, toasts };
}

function settled(viewModel: WebhookViewModel): Promise<WebhookState> {
  return firstValueFrom(
    viewModel.state$.pipe(
      filter((state) => state.status !== "loading" && state.deliveriesStatus !== "loading"),
    ),
  );
}

describe("the organization's webhook card", () => {
  it("offers to set an address when there is none, and refuses one that is not http(s) before sending it", async () => {
    const { viewModel, gateways } = await ownersWebhook();
    expect(viewModel.current()).toMatchObject({ status: "ready", webhook: null, deliveries: [] });
    viewModel.typeUrl("hooks.example.com/alerts");
    await viewModel.save();
    expect(viewModel.current().urlProblem).toBe(WEBHOOK_URL_RULE);
    expect(await gateways.webhook.webhook(CAST_ORGANIZATION_ID)).toBeNull();
  });

  it("shows the secret once when the address is set, then only its hint", async () => {
    const { viewModel, toasts } = await ownersWebhook();
    viewModel.typeUrl("https://hooks.example.com/alerts");
    await viewModel.save();
    const { webhook, revealedSecret } = viewModel.current();
    expect(revealedSecret).toMatch(/^whsec_/);
    expect(webhook).toMatchObject({
      url: "https://hooks.example.com/alerts",
      secretHint: revealedSecret?.slice(-4),
    });
    expect(toasts()).toEqual(["Webhook saved."]);
    viewModel.dismissSecret();
    expect(JSON.stringify(viewModel.current())).not.toContain(revealedSecret);
  });

  it("sends a test delivery and lists it in the log", async () => {
    const { viewModel } = await ownersWebhook();
    viewModel.typeUrl("https://hooks.example.com/alerts");
    await viewModel.save();
    await viewModel.sendTest();
    expect(viewModel.current().deliveries).toEqual([
      expect.objectContaining({
        event: "test",
        status: "delivered",
        attempts: 1,
        responseStatus: 200,
        error: null,
      }),
    ]);
  });

  it("removes the webhook only after a confirmation", async () => {
    const { viewModel, gateways, toasts } = await ownersWebhook();
    viewModel.typeUrl("https://hooks.example.com/alerts");
    await viewModel.save();
    viewModel.askToRemove();
    viewModel.cancelRemoval();
    expect(await gateways.webhook.webhook(CAST_ORGANIZATION_ID)).not.toBeNull();
    viewModel.askToRemove();
    await viewModel.confirmRemoval();
    expect(viewModel.current()).toMatchObject({ webhook: null, confirmingRemoval: false });
    expect(await gateways.webhook.webhook(CAST_ORGANIZATION_ID)).toBeNull();
    expect(toasts()).toContain("Webhook removed.");
  });

  it("says in the gateway's words why the address was refused", async () => {
    const gateways = CastOrganizationMother.create().gateways();
    const { viewModel, toasts } = await ownersWebhook(gateways);
    vi.spyOn(gateways.webhook, "save").mockRejectedValueOnce(
      GatewayError.http(400, "url must not point to a private or loopback address"),
    );
    viewModel.typeUrl("http://127.0.0.1:9000/alerts");
    await viewModel.save();
    expect(toasts()).toEqual(["url must not point to a private or loopback address"]);
    expect(viewModel.current()).toMatchObject({ webhook: null, call: null });
  });
});
