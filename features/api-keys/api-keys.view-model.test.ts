import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { Clock } from "../../core/clock/clock.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { ApiKeysState } from "./api-keys.state.ts";
import type { ApiKeysViewModel } from "./api-keys.view-model.ts";
import { createApiKeysViewModel } from "./api-keys.view-model-factory.ts";

const NOW = new Date(2025, 5, 9, 8, 3).getTime();
const DAY = 86_400_000;
const clock = { now: () => NOW };
const PRODUCTION = ApiKeyMother.record({
  id: "k1",
  name: "Production",
  value: "mk-aa...00000",
  createdAt: new Date(NOW - 8 * DAY).toISOString(),
  monthlyBudgetUsd: 5,
  spendThisMonthUsd: 1.25,
  requestsPerMinute: 60,
  allowedModels: ["gpt-4o-mini"],
});
const STAGING = ApiKeyMother.record({
  id: "k2",
  name: "Staging",
  value: "mk-bb...11111",
  createdAt: new Date(NOW - 2 * DAY).toISOString(),
});
const seed = () => [PRODUCTION, STAGING];

function setUp(gateway = new MemoryApiKeysGateway(seed(), clock)) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(ApiKeysGateway, gateway);
    bind(AvailableModelsGateway, new MemoryAvailableModelsGateway(CatalogueMother.create()));
    bind(Notifier, notifier as unknown as Notifier);
    bind(Clock, clock);
  });
  const viewModel = disposedAfterTest(createApiKeysViewModel(services));
  return { gateway, notifier, viewModel };
}

function settled(viewModel: ApiKeysViewModel): Promise<ApiKeysState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

/** A gateway call that answers only when the test says so. */
function held<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/** Fills the new key's form as a person would. */
function fillNewKey(viewModel: ApiKeysViewModel) {
  viewModel.openCreation();
  viewModel.changeForm("name", "CI");
  viewModel.changeForm("monthlyBudgetUsd", "0,05");
  viewModel.changeForm("requestsPerMinute", "10");
  viewModel.changeForm("allowedModels", ["gpt-4o-mini"]);
}

describe("the API keys screen's view model", () => {
  it("lists the keys newest first, named and masked, with their status, limits and spend", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(state.keys.map((key) => key.id)).toEqual(["k2", "k1"]);
    expect(state.keys[1]).toMatchObject({
      name: "Production",
      masked: "mk-aa...00000",
      status: "active",
      spendThisMonthUsd: 1.25,
      settings: { monthlyBudgetUsd: 5, requestsPerMinute: 60, allowedModels: ["gpt-4o-mini"] },
    });
  });

  it("marks a key expiring within a week, expired past its date, and revoked", async () => {
    const gateway = new MemoryApiKeysGateway(
      [
        ApiKeyMother.record({ id: "soon", expiresAt: new Date(NOW + 3 * DAY).toISOString() }),
        ApiKeyMother.record({ id: "past", expiresAt: new Date(NOW - DAY).toISOString() }),
        ApiKeyMother.record({ id: "gone", revokedAt: new Date(NOW - DAY).toISOString() }),
        ApiKeyMother.record({ id: "later", expiresAt: new Date(NOW + 30 * DAY).toISOString() }),
      ],
      clock,
    );
    const { viewModel } = setUp(gateway);
    const statuses = Object.fromEntries((await settled(viewModel)).keys.map((key) => [key.id, key.status]));
    expect(statuses).toEqual({ soon: "expiring", past: "expired", gone: "revoked", later: "active" });
  });

  it("offers the catalogue's active models to limit a key to, by name", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    await vi.waitFor(() => expect(viewModel.current().models).toContain("gpt-4o-mini"));
    expect(viewModel.current().models).toEqual(
      [...viewModel.current().models].sort((a, b) => a.localeCompare(b)),
    );
  });

  it("makes a key with the settings typed and shows its secret once, then only masked", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    fillNewKey(viewModel);
    await viewModel.submitForm();
    const made = (await gateway.list()).find((key) => key.name === "CI") as ApiKey;
    expect(made).toMatchObject({
      monthlyBudgetUsd: 0.05,
      requestsPerMinute: 10,
      allowedModels: ["gpt-4o-mini"],
    });
    const { revealed, form, keys } = viewModel.current();
    expect(form).toBeNull();
    expect(revealed).toMatchObject({ id: made.id, name: "CI", rotated: false });
    expect(revealed?.value).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(keys[0]?.masked).toBe(made.value);
    viewModel.dismissRevealed();
    expect(JSON.stringify(viewModel.current())).not.toContain(revealed?.value);
  });

  it("shows the broken rules under their fields and sends nothing", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const create = vi.spyOn(gateway, "create");
    viewModel.openCreation();
    viewModel.changeForm("monthlyBudgetUsd", "-1");
    viewModel.changeForm("requestsPerMinute", "1.5");
    viewModel.changeForm("expiresAt", "2025-06-01");
    await viewModel.submitForm();
    expect(create).not.toHaveBeenCalled();
    const errors = viewModel.current().form?.fieldErrors.map((error) => [error.property, error.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        ["name", "name is required"],
        ["monthlyBudgetUsd", "monthlyBudgetUsd must be at least 0.01"],
        ["requestsPerMinute", "requestsPerMinute must be a whole number or null"],
        ["expiresAt", "expiresAt must be in the future"],
      ]),
    );
    viewModel.changeForm("name", "Fixed");
    expect(viewModel.current().form?.fieldErrors.some((error) => error.property === "name")).toBe(false);
  });

  it("puts the gateway's refusal of the settings under the field it names, keeping the form open", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(
      GatewayError.http(400, "allowedModels must name at most 200 models", "Too many keys"),
    );
    fillNewKey(viewModel);
    await viewModel.submitForm();
    expect(viewModel.current().form?.fieldErrors).toEqual([
      {
        property: "allowedModels",
        constraint: "gateway",
        message: "allowedModels must name at most 200 models",
      },
      { property: "", constraint: "gateway", message: "Too many keys" },
    ]);
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it("edits a key's settings in the same form, filled as they stand, and says so", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const update = vi.spyOn(gateway, "update");
    viewModel.openEdit("k1");
    expect(viewModel.current().form).toMatchObject({
      keyId: "k1",
      draft: {
        name: "Production",
        monthlyBudgetUsd: "5",
        requestsPerMinute: "60",
        allowedModels: ["gpt-4o-mini"],
      },
    });
    viewModel.changeForm("name", "Production EU");
    viewModel.changeForm("allowedModels", []);
    await viewModel.submitForm();
    expect(update).toHaveBeenCalledWith("k1", {
      name: "Production EU",
      expiresAt: null,
      monthlyBudgetUsd: 5,
      requestsPerMinute: 60,
      tokensPerMinute: null,
      allowedModels: null,
    });
    expect(viewModel.current().keys.find((key) => key.id === "k1")?.name).toBe("Production EU");
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Production EU was saved.",
      intent: "positive",
    });
  });

  it("rotates a key with the grace chosen and shows its new secret once", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const rotate = vi.spyOn(gateway, "rotate");
    viewModel.askToRotate("k1");
    expect(viewModel.current().rotation).toEqual({ id: "k1", name: "Production", grace: "1h" });
    viewModel.chooseGrace("24h");
    await viewModel.confirmRotation();
    expect(rotate).toHaveBeenCalledWith("k1", "24h");
    const { revealed, rotation, keys } = viewModel.current();
    expect(rotation).toBeNull();
    expect(revealed).toMatchObject({ id: "k1", name: "Production", rotated: true });
    expect(revealed?.value).toMatch(/^mk-[0-9a-f]{32}$/);
    expect(keys.find((key) => key.id === "k1")?.previousSecretUntil).toBe(new Date(NOW + DAY).toISOString());
  });

  it("revokes a key once the person confirms, and offers no rotation of it afterwards", async () => {
    const { viewModel, notifier } = setUp();
    await settled(viewModel);
    viewModel.askToRevoke("k1");
    expect(viewModel.current().confirmation).toEqual({ kind: "revoke", id: "k1", name: "Production" });
    await viewModel.confirm();
    expect(viewModel.current().keys.find((key) => key.id === "k1")?.status).toBe("revoked");
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Production was revoked.",
      intent: "positive",
    });
    viewModel.askToRotate("k1");
    expect(viewModel.current().rotation).toBeNull();
  });

  it("reports the gateway's refusal to rotate in an error toast", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "rotate").mockRejectedValueOnce(
      GatewayError.http(409, "This API key was revoked; it cannot be rotated."),
    );
    viewModel.askToRotate("k2");
    await viewModel.confirmRotation();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "This API key was revoked; it cannot be rotated.",
        intent: "negative",
      }),
    );
    expect(viewModel.current()).toMatchObject({ call: null, rotation: null, revealed: null });
  });

  it("deletes a key only once the person confirms, and says so", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateway, "remove");
    viewModel.askToRemove("k1");
    expect(remove).not.toHaveBeenCalled();
    await viewModel.confirm();
    expect(remove).toHaveBeenCalledWith("k1");
    expect(viewModel.current().keys.map((key) => key.id)).toEqual(["k2"]);
    expect(viewModel.current().confirmation).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Production was deleted.",
      intent: "positive",
    });
  });

  it("keeps the key when the person cancels", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateway, "remove");
    viewModel.askToRemove("k2");
    viewModel.cancelConfirmation();
    expect(viewModel.current().confirmation).toBeNull();
    await viewModel.confirm();
    expect(remove).not.toHaveBeenCalled();
  });

  it("stops showing a new secret once that key is deleted", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    fillNewKey(viewModel);
    await viewModel.submitForm();
    viewModel.askToRemove(viewModel.current().revealed?.id ?? "");
    await viewModel.confirm();
    expect(viewModel.current().revealed).toBeNull();
  });

  it("makes one key for a double submit", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const answer = held<ApiKey[]>();
    const create = vi.spyOn(gateway, "create").mockReturnValue(answer.promise);
    fillNewKey(viewModel);
    const first = viewModel.submitForm();
    const second = viewModel.submitForm();
    expect(viewModel.current().call).toBe("creating");
    answer.answer(await gateway.list());
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(viewModel.current().call).toBeNull();
  });

  it("reports a failed creation in an error toast with the server's messages, for 5 seconds", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(GatewayError.http(409, "Too many keys", "Delete one"));
    fillNewKey(viewModel);
    await viewModel.submitForm();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Too many keys\nDelete one",
      intent: "negative",
      multiLine: true,
      timeoutMs: 5000,
    });
    expect(viewModel.current()).toMatchObject({ call: null, revealed: null });
    expect(viewModel.current().keys).toHaveLength(2);
  });

  it("says a failure in its own words when the server gave none", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "remove").mockRejectedValueOnce(GatewayError.http(500));
    viewModel.askToRemove("k1");
    await viewModel.confirm();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "The API key could not be deleted. Please try again." }),
    );
    expect(viewModel.current().keys).toHaveLength(2);
  });

  it("adds no toast when an error page already told the person", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const shown = new GatewayError({ kind: "http", status: 404 }, ["API key not found"], RouteName.NOT_FOUND);
    vi.spyOn(gateway, "revoke").mockRejectedValueOnce(shown);
    viewModel.askToRevoke("k1");
    await viewModel.confirm();
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it("offers a retry when the list cannot be loaded, and opens no form meanwhile", async () => {
    const gateway = new MemoryApiKeysGateway(seed(), clock);
    vi.spyOn(gateway, "list").mockRejectedValueOnce(GatewayError.http(503, "Try later"));
    const { viewModel } = setUp(gateway);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["Try later"] });
    viewModel.openCreation();
    expect(viewModel.current().form).toBeNull();
    await viewModel.retry();
    expect(viewModel.current()).toMatchObject({ status: "ready", failure: [] });
    expect(viewModel.current().keys).toHaveLength(2);
  });

  it("lets go of a secret shown when the screen goes away", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    fillNewKey(viewModel);
    await viewModel.submitForm();
    viewModel.dispose();
    expect(viewModel.current().revealed).toBeNull();
  });
});
