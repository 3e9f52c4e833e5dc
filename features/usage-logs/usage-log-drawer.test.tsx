// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MemoryUsageLogsGateway } from "../../adapters/gateway-memory/usage-logs/memory-usage-logs-gateway.adapter.ts";
import type { UsageLogRecord } from "../../core/usage-logs/usage-log-entry.entity.ts";
import { UsageLogRecordMother } from "../../core/usage-logs/usage-log-record.mother.ts";
import { UsageLogsGateway } from "../../core/usage-logs/usage-logs-gateway.port.ts";
import { escapeFromOverlay } from "../../ui/testing/escape-from-overlay.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

// jsdom lays nothing out: the list's scroller is given a browser's height, so the virtualized rows render.
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === "usage-logs-list" ? 400 : 0;
    },
  });
});
afterEach(() => {
  Reflect.deleteProperty(HTMLElement.prototype, "clientHeight");
});

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: { type: "object", properties: { city: { type: "string" } } },
  },
};
const CALL = {
  id: "call_1",
  type: "function",
  function: { name: "get_weather", arguments: '{"city":"Paris"}' },
};
const REMOTE_IMAGE = "https://tracker.example.test/pixel.png?who=me";

/** The drawer of the one request logged, opened from the keyboard as a person would. */
async function drawerOf(changes: Partial<UsageLogRecord>): Promise<HTMLElement> {
  await renderApp("/usage-logs", {
    signedIn: true,
    rebind: (container: Container) =>
      container
        .rebind(UsageLogsGateway)
        .toConstantValue(new MemoryUsageLogsGateway([UsageLogRecordMother.create(changes)])),
  });
  const [row] = await screen.findAllByTestId("usage-log-row");
  (row as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  return screen.findByTestId("usage-log-drawer");
}

// Each test renders the whole app and opens the drawer from the keyboard: slow on a loaded machine, not stuck.
describe("the detail drawer of a logged request", () => {
  it("shows a tool round trip: the tools offered, the call with its arguments, the result naming its call", async () => {
    const drawer = await drawerOf({
      requestContent: JSON.stringify([
        { role: "user", content: "What is the weather in Paris?" },
        { role: "assistant", content: null, tool_calls: [CALL] },
        { role: "tool", tool_call_id: "call_1", content: '{"celsius":18}' },
      ]),
      tools: JSON.stringify([WEATHER_TOOL]),
      responseContent: "It is 18 °C in Paris.",
    });
    const offered = within(drawer).getByTestId("usage-log-tools-offered");
    expect(offered.textContent).toContain("get_weather");
    expect(offered.textContent).toContain("The current weather in a city");
    expect(within(offered).getByText("Parameters")).toBeTruthy();
    expect(offered.querySelector(".usage-log-text")?.textContent).toContain('"city"');
    const [call] = within(drawer).getAllByTestId("usage-log-tool-call");
    expect(call?.getAttribute("data-tool-name")).toBe("get_weather");
    expect(within(call as HTMLElement).getByText("Arguments")).toBeTruthy();
    expect(call?.querySelector(".usage-log-text")?.textContent).toBe('{\n  "city": "Paris"\n}');
    const result = within(drawer).getByTestId("usage-log-tool-result");
    expect(result.textContent).toContain("Result of get_weather");
    expect(result.textContent).toContain('{"celsius":18}');
    expect(drawer.textContent).toContain("It is 18 °C in Paris.");
  });

  it("shows the calls an answer made in place of words", async () => {
    const drawer = await drawerOf({ toolCalls: JSON.stringify([CALL]), responseContent: null });
    const response = within(drawer).getByRole("region", { name: "Response" });
    expect(within(response).getByTestId("usage-log-tool-call").getAttribute("data-tool-name")).toBe(
      "get_weather",
    );
    expect(within(response).queryByText("Not recorded.")).toBeNull();
  });

  it("shows images as placeholders: an inline one by type and size, a remote one by its address, never loaded", async () => {
    const drawer = await drawerOf({
      requestContent: JSON.stringify([
        {
          role: "user",
          content: [
            { type: "text", text: "Compare these" },
            { type: "image_url", image_url: { url: "data:image/png;omitted=24576" } },
            { type: "image_url", image_url: { url: REMOTE_IMAGE } },
          ],
        },
      ]),
    });
    const [inline, remote] = within(drawer).getAllByTestId("usage-log-image-placeholder");
    expect(inline?.textContent).toBe("Image (PNG, 24 kB) not kept in the log");
    expect(remote?.textContent).toBe(`Image at ${REMOTE_IMAGE}, not loaded`);
    expect(drawer.querySelector("img, [src], [href]")).toBeNull();
    expect(document.body.innerHTML).not.toContain(`src="${REMOTE_IMAGE}`);
  });

  it("labels structured output with the schema it follows", async () => {
    const drawer = await drawerOf({
      responseFormat: JSON.stringify({ type: "json_schema", json_schema: { name: "weather", schema: {} } }),
      responseContent: '{"celsius":18}',
    });
    const structured = within(drawer).getByTestId("usage-log-structured-output");
    expect(structured.textContent).toContain("Structured output following the schema weather");
    expect(structured.textContent).toContain('{\n  "celsius": 18\n}');
  });

  it("marks every token count and cost the gateway estimated, and says why", async () => {
    const drawer = await drawerOf({ usageEstimated: true });
    const marked = within(drawer)
      .getAllByTestId("usage-log-estimated")
      .map((mark) => mark.closest("[data-field]")?.getAttribute("data-field"));
    expect(marked).toEqual([
      "tokensIn",
      "tokensOut",
      "totalTokens",
      "tokensInCost",
      "tokensOutCost",
      "totalCost",
      "energyCost",
    ]);
    expect(drawer.textContent).toContain("The provider reported no token counts");
  });

  it("marks nothing when the provider counted the tokens, and names the endpoint", async () => {
    const drawer = await drawerOf({ endpoint: "messages" });
    expect(within(drawer).queryAllByTestId("usage-log-estimated")).toEqual([]);
    expect(drawer.querySelector('[data-field="endpoint"] .usage-log-value')?.textContent).toBe("Messages");
  });

  it("shows a tool's name and arguments as text, markup included", async () => {
    const markup = '<img src=x onerror="window.hacked=true">';
    const drawer = await drawerOf({
      toolCalls: JSON.stringify([{ ...CALL, function: { name: markup, arguments: markup } }]),
      tools: JSON.stringify([{ type: "function", function: { name: markup, description: markup } }]),
    });
    expect(drawer.querySelector("img")).toBeNull();
    expect(within(drawer).getAllByText(markup).length).toBeGreaterThanOrEqual(3);
    await escapeFromOverlay(drawer);
    await waitFor(() => expect(screen.queryByTestId("usage-log-drawer")).toBeNull());
  });
});
