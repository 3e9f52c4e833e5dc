import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { SAMPLE_API_DOCUMENT } from "../../core/api-document/api-document.fixture.test-helper.ts";
import { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";
import type { ApiOperation } from "../../core/api-document/api-operation.ts";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { ApiKeyMother } from "../../core/api-keys/api-key.mother.ts";
import { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { API_KEY_VARIABLE } from "../../core/code-snippets/code-snippets.ts";
import { Config } from "../../core/config/config.entity.ts";
import { createConfig } from "../../core/config/create-config.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../ui/testing/session-store-for-test.ts";
import type { ApiDocumentState } from "./api-document.state.ts";
import type { ApiDocumentViewModel } from "./api-document.view-model.ts";
import { createApiDocumentViewModel } from "./api-document.view-model-factory.ts";

/** A production host: the examples call the production origin of the default configuration. */
const PAGE_HOST = "app.meridian.example";
const BASE = "https://app.meridian.example/v1/api";
/** Keys made before the page was opened: the gateway lists them masked. */
const KEYS: ApiKeyRecord[] = [
  ApiKeyMother.record({
    id: "k1",
    value: "mk-aa...00000",
    createdAt: new Date(2025, 0, 2, 9, 0).toISOString(),
  }),
  ApiKeyMother.record({
    id: "k2",
    value: "mk-bb...11111",
    createdAt: new Date(2025, 5, 9, 8, 3).toISOString(),
  }),
];

function setUp(
  options: { signedIn?: boolean; document?: ApiDocumentGateway; keys?: MemoryApiKeysGateway } = {},
) {
  const document = options.document ?? { apiDocument: async () => structuredClone(SAMPLE_API_DOCUMENT) };
  const apiKeys = options.keys ?? new MemoryApiKeysGateway(KEYS);
  const services = screenServicesForTest((bind) => {
    bind(ApiDocumentGateway, document);
    bind(ApiKeysGateway, apiKeys);
    bind(SessionStore, sessionStoreForTest(options.signedIn ?? false));
    bind(Config, createConfig());
  });
  const viewModel = disposedAfterTest(createApiDocumentViewModel(services, PAGE_HOST));
  return { viewModel, apiKeys };
}

function settled(viewModel: ApiDocumentViewModel): Promise<ApiDocumentState> {
  return firstValueFrom(
    viewModel.state$.pipe(filter((state) => state.status !== "loading" && state.keys.status !== "loading")),
  );
}

function operation(state: ApiDocumentState, id: string): ApiOperation {
  const found = state.operations.find((each) => each.id === id);
  if (!found) throw new Error(`No operation ${id}`);
  return found;
}

const chat = (state: ApiDocumentState) => operation(state, "createChatCompletion");

describe("the API documentation's view model", () => {
  it("lists the document's operations grouped by tag, with its title and version", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(state.info).toEqual({
      title: "Meridian Gateway API",
      version: "1.0.0",
      description: "Route chat completions.",
    });
    expect(state.groups.map((group) => group.tag)).toEqual([
      "chat-completions",
      "api-keys",
      "feedback",
      "organization",
      null,
    ]);
  });

  it("filters the operations by path or summary", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.filter("api key");
    expect(
      viewModel.current().groups.flatMap((group) => group.operations.map((operation) => operation.id)),
    ).toEqual(["listApiKeys", "deleteApiKey"]);
    viewModel.filter("");
    expect(viewModel.current().groups).toHaveLength(5);
  });

  it("offers a visitor no keys: the examples read the key from the environment", async () => {
    const { viewModel, apiKeys } = setUp();
    const list = vi.spyOn(apiKeys, "list");
    const state = await settled(viewModel);
    expect(state.keys).toEqual({ status: "signedOut" });
    expect(list).not.toHaveBeenCalled();
    expect(viewModel.snippetsFor(chat(state)).curl).toContain(`Bearer $${API_KEY_VARIABLE}`);
  });

  it("sends the examples' calls to the production API when the page is on a production host", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(viewModel.snippetsFor(chat(state)).curl).toContain(BASE);
  });

  it("offers none of the keys made before: the dashboard was shown their secrets once, and says there are others", async () => {
    const { viewModel } = setUp({ signedIn: true });
    const state = await settled(viewModel);
    expect(state.keys).toEqual({ status: "ready", keys: [], othersHidden: true });
    expect(viewModel.snippetsFor(chat(state)).curl).toContain(`Bearer $${API_KEY_VARIABLE}`);
  });

  it("offers the keys made or rotated in this tab, masked and newest first, none chosen yet", async () => {
    const keys = new MemoryApiKeysGateway(KEYS);
    const made = (await keys.create()).find((key) => key.secretInFull);
    const rotated = (await keys.rotate("k1", "none")).find((key) => key.secretInFull);
    const { viewModel } = setUp({ signedIn: true, keys });
    const state = await settled(viewModel);
    expect(state.keys).toMatchObject({ status: "ready", othersHidden: true });
    const offered = state.keys.status === "ready" ? state.keys.keys : [];
    expect(offered.map((key) => key.id)).toEqual([made?.id, "k1"]);
    expect(offered.every((key) => key.masked.includes("..."))).toBe(true);
    expect(state.chosenKey).toBeNull();
    expect(JSON.stringify(state)).not.toContain(made?.value);
    expect(JSON.stringify(state)).not.toContain(rotated?.value);
  });

  it("puts the chosen key's secret into the examples of operations an API key may call", async () => {
    const keys = new MemoryApiKeysGateway(KEYS);
    const made = (await keys.create()).find((key) => key.secretInFull);
    const { viewModel } = setUp({ signedIn: true, keys });
    const state = await settled(viewModel);
    const secret = made?.value ?? "";
    viewModel.chooseKey(made?.id ?? null);
    for (const snippet of Object.values(viewModel.snippetsFor(chat(state))))
      expect(snippet).toContain(secret);
    expect(viewModel.snippetsFor(operation(state, "listApiKeys")).curl).not.toContain(secret);
    viewModel.chooseKey(null);
    expect(viewModel.snippetsFor(chat(state)).curl).not.toContain(secret);
  });

  it("cannot choose a key made before this tab, whose secret it never held", async () => {
    const { viewModel } = setUp({ signedIn: true });
    await settled(viewModel);
    viewModel.chooseKey("k2");
    expect(viewModel.current().chosenKey).toBeNull();
  });

  it("ignores a key that is not the person's", async () => {
    const { viewModel } = setUp({ signedIn: true });
    await settled(viewModel);
    viewModel.chooseKey("someone-else's");
    expect(viewModel.current().chosenKey).toBeNull();
  });

  it("keeps the environment variable when the keys cannot be loaded", async () => {
    const keys = new MemoryApiKeysGateway(KEYS);
    vi.spyOn(keys, "list").mockRejectedValueOnce(GatewayError.http(503, "Keys are being rotated"));
    const { viewModel } = setUp({ signedIn: true, keys });
    const state = await settled(viewModel);
    expect(state.keys).toEqual({ status: "failed" });
    expect(viewModel.snippetsFor(chat(state)).curl).toContain(`$${API_KEY_VARIABLE}`);
  });

  it("shows the server's words and loads again on retry when the document cannot be loaded", async () => {
    const apiDocument = vi
      .fn<ApiDocumentGateway["apiDocument"]>()
      .mockRejectedValueOnce(GatewayError.http(503, "Starting up"))
      .mockResolvedValueOnce(structuredClone(SAMPLE_API_DOCUMENT));
    const { viewModel } = setUp({ document: { apiDocument } });
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["Starting up"] });
    await viewModel.retry();
    expect(viewModel.current().status).toBe("ready");
    expect(viewModel.current().operations).toHaveLength(6);
  });
});
