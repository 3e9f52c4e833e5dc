// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Container } from "inversify";
import { I18nextProvider } from "react-i18next";
import { NEVER, of, throwError } from "rxjs";
import { describe, expect, it } from "vitest";
import { MemoryChatCompletionsGateway } from "../../../adapters/gateway-memory/chat-completions/memory-chat-completions-gateway.adapter.ts";
import { playgroundModels } from "../../../core/available-models/best-available.ts";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../../core/chat-completions/completion-result.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import { readToolDefinition, TOOL_TEMPLATES } from "../../../core/chat-completions/tool-definition.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { ContainerContext } from "../../../ui/hooks/use-service.ts";
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import type { CompareRequestParts } from "../playground.view-model.ts";
import { ComparePanel } from "./compare-panel.tsx";

const models = playgroundModels(toEntities(ProviderModel, CatalogueMother.create()));

/** The panel on the simulated provider, optionally with a gateway that fails or hangs for some models. */
async function renderPanel(
  streamFor?: (model: string) => ReturnType<ChatCompletionsGateway["stream"]> | null,
  parts?: CompareRequestParts,
) {
  const simulated = new MemoryChatCompletionsGateway(CatalogueMother.create());
  const container = new Container();
  container.bind(Clock).toConstantValue({ now: () => performance.now() });
  container.bind(ChatCompletionsGateway).toConstantValue({
    complete: (request) => simulated.complete(request),
    stream: (request) => streamFor?.(request.model.systemName) ?? simulated.stream(request),
  });
  render(
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={await i18nWithEveryText()}>
        <ComparePanel
          models={models}
          settings={PLAYGROUND_DEFAULTS}
          systemPrompt={null}
          routingStrategy={RoutingStrategy.COST}
          apiKeyId={null}
          parts={parts}
        />
      </I18nextProvider>
    </ContainerContext.Provider>,
  );
  return userEvent.setup();
}

async function compare(user: ReturnType<typeof userEvent.setup>, chosen: readonly string[], prompt: string) {
  for (const [slot, model] of chosen.entries()) {
    if (!screen.queryByLabelText(`Model ${slot + 1}`))
      await user.click(screen.getByRole("button", { name: "Add a model" }));
    await user.selectOptions(screen.getByLabelText(`Model ${slot + 1}`), model);
  }
  await user.type(screen.getByLabelText("Prompt"), prompt);
  await user.click(screen.getByRole("button", { name: "Compare" }));
}

const column = (model: string) => {
  const found = screen.getAllByTestId("compare-column").find((each) => each.dataset.model === model);
  if (!found) throw new Error(`No column for ${model}`);
  return found;
};
const resultCell = (model: string, metric: string) => {
  const row = screen.getAllByTestId("compare-result-row").find((each) => each.dataset.model === model);
  const cell = row?.querySelector<HTMLElement>(`[data-metric="${metric}"]`);
  if (!cell) throw new Error(`No ${metric} for ${model}`);
  return cell;
};

describe("the model comparison", () => {
  it("answers one prompt with two models side by side and tabulates their figures", async () => {
    const user = await renderPanel();
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Name three rivers");

    await waitFor(() => expect(column("gpt-4o").dataset.status).toBe("done"));
    await waitFor(() => expect(column("gpt-4o-mini").dataset.status).toBe("done"));
    expect(within(column("gpt-4o-mini")).getByTestId("compare-answer").textContent).toMatch(
      /^\[Simulated answer from gpt-4o-mini: no model was called\.\] .*Name three rivers/,
    );
    expect(within(column("gpt-4o-mini")).getByRole("heading").textContent).toBe("1. gpt-4o-mini");
    const headers = within(screen.getByTestId("compare-results")).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "Model",
      "Time to first token",
      "Duration",
      "Tokens in",
      "Tokens out",
      "Cost",
      "Energy cost",
      "Renewable share",
    ]);
    expect(resultCell("gpt-4o-mini", "tokensIn").textContent).toMatch(/^\d+$/);
    expect(resultCell("gpt-4o-mini", "timeToFirstTokenMs").textContent).toMatch(/^\d+ ms/);
    expect(resultCell("gpt-4o-mini", "totalCost").textContent).toMatch(/^\$0\.\d{7} \(best\)$/);
    expect(resultCell("gpt-4o-mini", "totalCost").dataset.best).toBe("true");
    expect(resultCell("gpt-4o", "totalCost").dataset.best).toBe("false");
    expect(resultCell("gpt-4o", "emissions").textContent).toMatch(/^\d+(\.\d+)?% \(estimate\)$/);
  });

  it("says which model served Best Available and why", async () => {
    const user = await renderPanel();
    await compare(user, ["Best Available", "gpt-4o"], "Hello");
    const servedBy = await within(column("Best Available")).findByTestId("compare-served-by");
    expect(servedBy.textContent).toMatch(
      /^Served by \S+ \(Simulated \(offline\)\)Why: Cost: simulated, the cheapest active model$/,
    );
    expect(within(column("gpt-4o")).queryByTestId("compare-served-by")).toBeNull();
  });

  it("asks for two models before comparing anything", async () => {
    const user = await renderPanel();
    await compare(user, ["gpt-4o"], "Hello");
    expect(screen.getByRole("alert").textContent).toBe("Choose at least two models to compare.");
    expect(screen.queryByTestId("compare-column")).toBeNull();
    expect(screen.getByText("Nothing compared yet")).toBeTruthy();
  });

  it("shows one model's failure in its column while the other answers", async () => {
    const user = await renderPanel((model) =>
      model === "gpt-4o" ? throwError(() => GatewayError.http(502, "Upstream unavailable")) : null,
    );
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Hello");
    expect((await within(column("gpt-4o")).findByTestId("compare-failure")).textContent).toBe(
      "Upstream unavailable",
    );
    expect(column("gpt-4o").dataset.status).toBe("failed");
    await waitFor(() => expect(column("gpt-4o-mini").dataset.status).toBe("done"));
    expect(resultCell("gpt-4o", "durationMs").textContent).toBe("—");
  });

  it("words a failure the gateway gave no message for", async () => {
    const user = await renderPanel((model) =>
      model === "gpt-4o" ? throwError(() => new Error("socket")) : null,
    );
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Hello");
    expect((await within(column("gpt-4o")).findByTestId("compare-failure")).textContent).toBe(
      "This model could not answer.",
    );
  });

  it("stops every answer still being written", async () => {
    const user = await renderPanel((model) => (model === "gpt-4o" ? NEVER : null));
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Hello");
    expect(column("gpt-4o").getAttribute("aria-busy")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Stop" }));
    expect(column("gpt-4o").dataset.status).toBe("stopped");
    expect(within(column("gpt-4o")).getByText("Stopped")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Compare" })).toBeTruthy();
  });

  it("shows an answer's markup as text, never as elements", async () => {
    const user = await renderPanel((model) =>
      model === "gpt-4o"
        ? of<ChatStreamEvent>({ kind: "delta", text: '<img src="x" onerror="alert(1)">' })
        : null,
    );
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Show me some markup");
    const answer = await within(column("gpt-4o")).findByTestId("compare-answer");
    expect(answer.textContent).toContain('<img src="x" onerror="alert(1)">');
    expect(answer.querySelector("img")).toBeNull();
  });

  it("shows each column's tool calls, and answering one goes on in that column", async () => {
    const weather = readToolDefinition(TOOL_TEMPLATES[0]?.definition ?? "", []);
    if (!("tool" in weather)) throw new Error("the weather template is a tool");
    const user = await renderPanel(undefined, {
      tools: [weather.tool],
      responseFormat: null,
      images: [],
      needs: { tools: true, images: false, structuredOutput: false },
      requestProblem: null,
    });
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "What is the weather in Paris?");
    await waitFor(() => expect(column("gpt-4o").dataset.status).toBe("done"));
    await waitFor(() => expect(column("gpt-4o-mini").dataset.status).toBe("done"));
    expect(within(column("gpt-4o")).getByTestId("tool-call").dataset.toolName).toBe("get_weather");

    await user.type(within(column("gpt-4o-mini")).getByLabelText("Result of get_weather"), "18 °C and sunny");
    await user.click(within(column("gpt-4o-mini")).getByTestId("send-tool-results"));
    await waitFor(() => expect(within(column("gpt-4o-mini")).queryByTestId("compare-answer")).not.toBeNull());
    await waitFor(() => expect(column("gpt-4o-mini").dataset.status).toBe("done"));
    expect(within(column("gpt-4o-mini")).getByTestId("compare-answer").textContent).toContain(
      "no model was called",
    );
    expect(within(column("gpt-4o-mini")).getByTestId("compare-tool-result").textContent).toContain(
      "18 °C and sunny",
    );
    expect(within(column("gpt-4o")).getByTestId("tool-result-input")).toBeTruthy();
  });

  it("does not offer a model that cannot serve the request, and says why a request cannot be sent", async () => {
    const user = await renderPanel(undefined, {
      tools: [],
      responseFormat: null,
      images: [],
      needs: { tools: false, images: true, structuredOutput: false },
      requestProblem: "Tool 1 cannot be sent. This is not valid JSON.",
    });
    const options = [...screen.getByLabelText<HTMLSelectElement>("Model 1").options];
    expect(options.find((option) => option.value === "mistral-small")).toMatchObject({
      disabled: true,
      text: "mistral-small (Cannot read images)",
    });
    await compare(user, ["gpt-4o-mini", "gpt-4o"], "Hello");
    expect(screen.getByTestId("compare-blocked").textContent).toBe(
      "Tool 1 cannot be sent. This is not valid JSON.",
    );
    expect(screen.queryByTestId("compare-column")).toBeNull();
  });

  it("compares three models at most, and lets the third go again", async () => {
    const user = await renderPanel();
    await user.click(screen.getByRole("button", { name: "Add a model" }));
    expect(screen.queryByRole("button", { name: "Add a model" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Remove model 3" }));
    expect(screen.queryByLabelText("Model 3")).toBeNull();
  });
});
