import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import type { ApiKey, ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { ApiKeysState } from "./api-keys.state.ts";
import type { ApiKeysViewModel } from "./api-keys.view-model.ts";
import { createApiKeysViewModel } from "./api-keys.view-model-factory.ts";

const createdAt = new Date(2025, 5, 9, 8, 3).toISOString();
const SEED: ApiKeyRecord[] = [
  { id: "k1", value: "mk-aaaaa0000000000000000000000000000000", createdAt },
  { id: "k2", value: "mk-bbbbb1111111111111111111111111111111", createdAt },
];

function setUp(gateway = new MemoryApiKeysGateway(SEED)) {
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(ApiKeysGateway, gateway);
    bind(Notifier, notifier as unknown as Notifier);
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

describe("the API keys screen's view model", () => {
  it("lists the keys masked, with the date and time each was created", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(state.keys).toEqual([
      { id: "k1", masked: "mk-aa...00000", date: "2025-06-09", time: "08:03" },
      { id: "k2", masked: "mk-bb...11111", date: "2025-06-09", time: "08:03" },
    ]);
    expect(JSON.stringify(state)).not.toContain(SEED[0]?.value);
  });

  it("shows a new key's full value once, first in the list, then only masked", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    await viewModel.create();
    const created = (await gateway.list()).at(-1) as ApiKey;
    expect(viewModel.current().revealed).toEqual({
      id: created.id,
      value: created.value,
      masked: `${created.value.slice(0, 5)}...${created.value.slice(-5)}`,
    });
    expect(viewModel.current().keys.map((key) => key.id)).toEqual([created.id, "k1", "k2"]);
    viewModel.dismissRevealed();
    expect(JSON.stringify(viewModel.current())).not.toContain(created.value);
  });

  it("creates one key for a double click", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const answer = held<ApiKey[]>();
    const create = vi.spyOn(gateway, "create").mockReturnValue(answer.promise);
    const first = viewModel.create();
    const second = viewModel.create();
    expect(viewModel.current().call).toBe("creating");
    answer.answer(await gateway.list());
    await Promise.all([first, second]);
    expect(create).toHaveBeenCalledTimes(1);
    expect(viewModel.current().call).toBeNull();
  });

  it("deletes a key only once the person confirms, and says so", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateway, "remove");
    viewModel.askToRemove("k1");
    expect(viewModel.current().removal?.masked).toBe("mk-aa...00000");
    expect(remove).not.toHaveBeenCalled();
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith("k1");
    expect(viewModel.current().keys.map((key) => key.id)).toEqual(["k2"]);
    expect(viewModel.current().removal).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key mk-aa...00000 was deleted.",
      intent: "positive",
    });
  });

  it("keeps the key when the person cancels", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateway, "remove");
    viewModel.askToRemove("k2");
    viewModel.cancelRemoval();
    expect(viewModel.current().removal).toBeNull();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
  });

  it("stops showing the new key's value once that key is deleted", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    await viewModel.create();
    const revealed = viewModel.current().revealed;
    viewModel.askToRemove(revealed?.id ?? "");
    await viewModel.confirmRemoval();
    expect(viewModel.current().revealed).toBeNull();
  });

  it("reports a failed creation in an error toast with the server's messages, for 5 seconds", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(GatewayError.http(409, "Too many keys", "Delete one"));
    await viewModel.create();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Too many keys\nDelete one",
      intent: "negative",
      multiLine: true,
      timeoutMs: 5000,
    });
    expect(viewModel.current()).toMatchObject({ call: null, revealed: null });
    expect(viewModel.current().keys).toHaveLength(2);
  });

  it("reports a failed deletion with the server's messages and keeps the key listed", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "remove").mockRejectedValueOnce(GatewayError.http(409, "Key in use"));
    viewModel.askToRemove("k1");
    await viewModel.confirmRemoval();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Key in use", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({ call: null, removal: null });
    expect(viewModel.current().keys.map((key) => key.id)).toEqual(["k1", "k2"]);
  });

  it("says a failure in its own words when the server gave none", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(GatewayError.http(400));
    await viewModel.create();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "The API key could not be created. Please try again." }),
    );
  });

  it("adds no toast when an error page already told the person", async () => {
    const { viewModel, gateway, notifier } = setUp();
    await settled(viewModel);
    const shown = new GatewayError({ kind: "http", status: 500 }, ["boom"], RouteName.SERVER_ERROR);
    vi.spyOn(gateway, "create").mockRejectedValueOnce(shown);
    await viewModel.create();
    expect(notifier.notify).not.toHaveBeenCalled();
  });

  it("offers a retry when the list cannot be loaded, and creates nothing meanwhile", async () => {
    const gateway = new MemoryApiKeysGateway(SEED);
    vi.spyOn(gateway, "list").mockRejectedValueOnce(GatewayError.http(503, "Try later"));
    const create = vi.spyOn(gateway, "create");
    const { viewModel } = setUp(gateway);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["Try later"] });
    await viewModel.create();
    expect(create).not.toHaveBeenCalled();
    await viewModel.retry();
    expect(viewModel.current()).toMatchObject({ status: "ready", failure: [] });
    expect(viewModel.current().keys).toHaveLength(2);
  });

  it("lets go of the new key's value when the screen goes away", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    await viewModel.create();
    viewModel.dispose();
    expect(viewModel.current().revealed).toBeNull();
  });
});
