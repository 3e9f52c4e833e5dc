// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import { ProviderModelMother, ProviderMother } from "../../core/available-models/provider-model.mother.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

/** The catalogue the gateway lists in these tests. */
const CATALOGUE = CatalogueMother.create();

function withGateway(gateway: AvailableModelsGateway) {
  return {
    rebind: (container: Container) => container.rebind(AvailableModelsGateway).toConstantValue(gateway),
  };
}

async function rows() {
  return screen.findAllByTestId("available-model-row");
}

const shownNames = () =>
  screen.queryAllByTestId("available-model-row").map((row) => row.getAttribute("data-model"));

function cell(row: HTMLElement, column: string): string {
  return row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "";
}

function rowOf(model: string): HTMLElement {
  const row = screen.getAllByTestId("available-model-row").find((found) => found.dataset.model === model);
  if (!row) throw new Error(`no row for ${model}`);
  return row;
}

/** A model built for the test: only what a test states matters. */
function offered(systemName: string, change: Partial<ProviderModelRecord> = {}): ProviderModelRecord {
  return ProviderModelMother.record({
    systemName,
    provider: ProviderMother.record({ id: "prov-test", name: "Test", baseUrl: "https://test.example" }),
    contextWindow: 8_192,
    maxOutputTokens: 4_096,
    capabilities: ["chat"],
    pricesReadOn: "2026-12-06",
    pricesChecked: true,
    ...change,
  });
}

function columnHeader(name: string): HTMLElement {
  const header = screen.getByRole("button", { name }).closest("th");
  if (!header) throw new Error(`no header ${name}`);
  return header;
}

describe("the available models page", () => {
  it("shows a visitor every model with its provider, context window, prices per million tokens and developer", async () => {
    await renderApp("/available-models", { catalogue: CATALOGUE });
    expect(await rows()).toHaveLength(CATALOGUE.length);
    const mini = rowOf("gpt-4o-mini");
    expect(
      ["provider", "name", "context", "input", "cachedInput", "output", "developer"].map((c) =>
        cell(mini, c),
      ),
    ).toEqual(["OpenAI", "gpt-4o-mini", "128K", "$0.15", "$0.075", "$0.60", "OpenAI"]);
    expect(cell(rowOf("mistral-small"), "cachedInput")).toBe("—");
    const all = CATALOGUE.length;
    expect(screen.getByTestId("available-models-count").textContent).toBe(`${all} of ${all} models`);
  });

  it("lists what each model can do by name, the reasoning models among them", async () => {
    await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    const capabilities = (model: string) =>
      within(screen.getByRole("list", { name: `Capabilities of ${model}` }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect(capabilities("o3-mini")).toEqual(["Chat", "Tools", "JSON", "Reasoning"]);
    expect(capabilities("claude-3-5-haiku")).toEqual(["Chat", "Tools", "Vision"]);
    const tags = within(rowOf("o3-mini")).getAllByTestId("model-capability-tag");
    expect(tags.map((tag) => tag.dataset.capability)).toEqual([
      "chat",
      "tools",
      "structured-output",
      "reasoning",
    ]);
    expect(
      within(tags[2] as HTMLElement)
        .getByText("JSON")
        .closest("[title]")
        ?.getAttribute("title"),
    ).toBe("Structured output");
  });

  it("shows each model's context window and longest answer, and the day its prices were read", async () => {
    await renderApp(
      "/available-models",
      withGateway(
        new MemoryAvailableModelsGateway([
          offered("checked-model", {
            contextWindow: 1_047_576,
            maxOutputTokens: 32_768,
            pricesChecked: true,
          }),
          offered("unchecked-model", { contextWindow: 128_000, maxOutputTokens: null, pricesChecked: false }),
          offered("undated-model", { contextWindow: null, pricesReadOn: null }),
        ]),
      ),
    );
    await rows();
    const checked = rowOf("checked-model");
    expect(within(checked).getByTestId("model-context-window").textContent).toBe("1.05M");
    expect(within(checked).getByTestId("model-context-window").getAttribute("title")).toBe(
      "1,047,576 tokens",
    );
    expect(within(checked).getByTestId("model-max-output").textContent).toBe("33K");
    expect(within(checked).getByTestId("model-price-date").textContent).toBe("2026-12-06");
    expect(within(checked).getByTestId("model-price-date").querySelector("time")?.dateTime).toBe(
      "2026-12-06",
    );
    const unchecked = rowOf("unchecked-model");
    expect(within(unchecked).getByTestId("model-max-output").textContent).toBe("—");
    expect(within(unchecked).getByTestId("model-price-date").textContent).toBe("2026-12-06Not checked");
    const undated = rowOf("undated-model");
    expect(within(undated).getByTestId("model-context-window").textContent).toBe("—");
    expect(within(undated).getByTestId("model-price-date").textContent).toBe("—");
  });

  it("filters by capability from the keyboard, keeps the filter in the address and clears it when nothing matches", async () => {
    const app = await renderApp(
      "/available-models",
      withGateway(
        new MemoryAvailableModelsGateway([
          offered("seer", { capabilities: ["chat", "tools", "vision"] }),
          offered("thinker", { capabilities: ["chat", "tools", "reasoning"] }),
          offered("plain", { capabilities: ["chat"] }),
        ]),
      ),
    );
    await rows();
    const filter = screen.getByRole("group", { name: "Required capabilities" });
    expect(filter.dataset.testid).toBe("capability-filter");
    expect(
      within(filter)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Tools 2", "Vision 1", "Reasoning 1"]);
    const tools = within(filter).getByRole("button", { name: "Tools 2" });
    tools.focus();
    await userEvent.keyboard("{Enter}");
    expect(tools.getAttribute("aria-pressed")).toBe("true");
    expect(shownNames()).toEqual(["seer", "thinker"]);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe("Vision 1");
    await userEvent.keyboard(" ");
    expect(shownNames()).toEqual(["seer"]);
    await waitFor(() => expect(app.location()).toBe("/available-models?capability=tools&capability=vision"));
    await userEvent.click(within(filter).getByRole("button", { name: "Reasoning 1" }));
    expect(await screen.findByText("No model matches")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(shownNames()).toEqual(["seer", "thinker", "plain"]);
    expect(tools.getAttribute("aria-pressed")).toBe("false");
    await waitFor(() => expect(app.location()).toBe("/available-models"));
  });

  it("counts a model as a chat model when the gateway does not say what it can do", async () => {
    const { capabilities: _, ...older } = CATALOGUE[0] as ProviderModelRecord;
    await renderApp("/available-models", withGateway(new MemoryAvailableModelsGateway([older])));
    await rows();
    const list = screen.getByRole("list", { name: `Capabilities of ${older.systemName}` });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Chat"]);
  });

  it("shows the same catalogue to a signed-in person", async () => {
    await renderApp("/available-models", { signedIn: true, catalogue: CATALOGUE });
    expect(await rows()).toHaveLength(CATALOGUE.length);
    expect(screen.getByTestId("session-email")).toBeTruthy();
  });

  it("narrows the list as the person types, counts what is left and keeps the search in the address", async () => {
    const app = await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search models" }), "mini");
    expect(shownNames()).toEqual(["gpt-4o-mini", "o3-mini"]);
    expect(screen.getByTestId("available-models-count").textContent).toBe(`2 of ${CATALOGUE.length} models`);
    await waitFor(() => expect(app.location()).toBe("/available-models?q=mini"));
  });

  it("finds models by provider or developer too", async () => {
    await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search models" }), "anthropic");
    expect(shownNames()).toEqual(["claude-3-5-sonnet", "claude-3-5-haiku"]);
  });

  it("filters by one or more providers with buttons that say whether they are on", async () => {
    await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    const mistral = screen.getByRole("button", { name: /^Mistral AI/ });
    await userEvent.click(mistral);
    expect(mistral.getAttribute("aria-pressed")).toBe("true");
    expect(shownNames()).toEqual(["mistral-large", "mistral-small", "mistral-embed"]);
    await userEvent.click(screen.getByRole("button", { name: /^Anthropic/ }));
    expect(shownNames()).toHaveLength(5);
    await userEvent.click(screen.getByRole("button", { name: "All providers" }));
    expect(shownNames()).toHaveLength(CATALOGUE.length);
    expect(mistral.getAttribute("aria-pressed")).toBe("false");
  });

  it("orders by a column header, from the keyboard too, and tells screen readers the order", async () => {
    const app = await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    const inputPrices = () => screen.getAllByTestId("available-model-row").map((row) => cell(row, "input"));
    await userEvent.click(screen.getByRole("button", { name: "Input / 1M" }));
    expect(columnHeader("Input / 1M").getAttribute("aria-sort")).toBe("ascending");
    expect(inputPrices().slice(0, 2)).toEqual(["$0.02", "$0.10"]);
    screen.getByRole("button", { name: "Input / 1M" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(columnHeader("Input / 1M").getAttribute("aria-sort")).toBe("descending");
    expect(inputPrices()[0]).toBe("$3.00");
    expect(columnHeader("Context").getAttribute("aria-sort")).toBe("none");
    await waitFor(() => expect(app.location()).toBe("/available-models?sort=input&order=desc"));
  });

  it("opens a shared address with its filter and order", async () => {
    await renderApp("/available-models?provider=prov-openai&sort=context&order=desc", {
      catalogue: CATALOGUE,
    });
    await rows();
    expect(shownNames().slice(0, 3)).toEqual(["o3-mini", "gpt-4o", "gpt-4o-mini"]);
    expect(shownNames()).toContain("text-embedding-3-small");
    expect(columnHeader("Context").getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("button", { name: /^OpenAI/ }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says so when nothing matches, and clearing the filters brings every model back", async () => {
    const app = await renderApp("/available-models", { catalogue: CATALOGUE });
    await rows();
    await userEvent.type(screen.getByRole("searchbox", { name: "Search models" }), "no such model");
    expect(await screen.findByText("No model matches")).toBeTruthy();
    expect(screen.getByTestId("available-models-count").textContent).toBe(`0 of ${CATALOGUE.length} models`);
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(shownNames()).toHaveLength(CATALOGUE.length);
    await waitFor(() => expect(app.location()).toBe("/available-models"));
  });

  it("shows that it is loading, then the server's words and a retry when the catalogue cannot be loaded", async () => {
    const gateway = new MemoryAvailableModelsGateway(CATALOGUE);
    let fail!: (error: Error) => void;
    vi.spyOn(gateway, "listModels").mockReturnValueOnce(
      new Promise((_, reject) => {
        fail = reject;
      }),
    );
    await renderApp("/available-models", withGateway(gateway));
    expect(await screen.findByText("Loading…")).toBeTruthy();
    fail(GatewayError.http(503, "The catalogue is being updated"));
    expect(await screen.findByText("The models could not be loaded")).toBeTruthy();
    expect(screen.getByText("The catalogue is being updated")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await rows()).toHaveLength(CATALOGUE.length);
  });

  it("never fetches a remote logo: it shows the provider's initial, and an inline logo as it is", async () => {
    const [first, second] = CATALOGUE as [ProviderModelRecord, ProviderModelRecord];
    const inline = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E";
    const gateway = new MemoryAvailableModelsGateway([
      { ...first, provider: { ...first.provider, logo: "https://openai.com/favicon.ico" } },
      { ...second, id: "local", provider: { ...first.provider, id: "p2", name: "Local", logo: inline } },
    ] as ProviderModelRecord[]);
    await renderApp("/available-models", withGateway(gateway));
    const [remote, local] = await rows();
    expect(remote?.querySelector("img")).toBeNull();
    expect(remote?.querySelector("[data-initial]")?.getAttribute("data-initial")).toBe("O");
    expect(local?.querySelector("img")?.getAttribute("src")).toBe(inline);
    expect(document.querySelector('img[src^="http"]')).toBeNull();
  });
});
