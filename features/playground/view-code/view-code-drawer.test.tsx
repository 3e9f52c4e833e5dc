// @vitest-environment jsdom
import { OverlaysProvider } from "@blueprintjs/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Container } from "inversify";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { MemoryNotifier } from "../../../adapters/notifier-memory/memory-notifier.adapter.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { requestCodeSnippets } from "../../../core/chat-completions/request-code-snippets.ts";
import { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import { Config } from "../../../core/config/config.entity.ts";
import { createConfig } from "../../../core/config/create-config.ts";
import { apiBaseUrl } from "../../../core/gateway/api-base-url.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { ContainerContext } from "../../../ui/hooks/use-service.ts";
import { i18nWithEveryText } from "../../../ui/testing/i18n-with-every-text.ts";
import { ViewCodeDrawer } from "./view-code-drawer.tsx";

const SECRET_KEY = "mk_live_do_not_show_0123456789";
const request: ChatCompletionRequest = {
  model: { systemName: "gpt-4o-mini", hasReasoning: false },
  messages: [{ role: "user", content: 'Say "hi" <script>alert(1)</script> to $USER' }],
  systemPrompt: null,
  settings: PLAYGROUND_DEFAULTS,
  apiKey: SECRET_KEY,
  sessionId: "conversation-1",
  routingStrategy: RoutingStrategy.NONE,
};
const config = createConfig();
const expected = requestCodeSnippets(request, apiBaseUrl(config, window.location.host));

async function renderDrawer(shown: ChatCompletionRequest = request) {
  const notifier = new MemoryNotifier({
    sanitize: () => {
      throw new Error("The copy toasts carry no HTML");
    },
  });
  const container = new Container();
  container.bind(Config).toConstantValue(config);
  container.bind(Notifier).toConstantValue(notifier);
  const onClose = vi.fn();
  render(
    <ContainerContext.Provider value={container}>
      <I18nextProvider i18n={await i18nWithEveryText()}>
        <OverlaysProvider>
          <ViewCodeDrawer isOpen onClose={onClose} request={shown} />
        </OverlaysProvider>
      </I18nextProvider>
    </ContainerContext.Provider>,
  );
  return {
    user: userEvent.setup(),
    onClose,
    toasts: () => notifier.visible().map(({ toast }) => [toast.message, toast.intent]),
  };
}

const shownSnippet = () => screen.getByTestId("view-code-snippet").textContent;

describe("the view-code drawer", () => {
  it("shows the request as curl first, reading the key from the environment", async () => {
    await renderDrawer();
    expect(screen.getByRole("heading", { name: "The request as code" })).toBeTruthy();
    expect(screen.getAllByRole("tab").map((tab) => tab.textContent)).toEqual([
      "curl",
      "Python",
      "TypeScript",
      "Anthropic SDK",
    ]);
    expect(shownSnippet()).toBe(expected.curl);
    expect(shownSnippet()).toContain("Authorization: Bearer $MERIDIAN_API_KEY");
    expect(screen.getByTestId("view-code-drawer").textContent).not.toContain(SECRET_KEY);
  });

  it("switches to Python and TypeScript, neither holding the key", async () => {
    const { user } = await renderDrawer();
    await user.click(screen.getByRole("tab", { name: "Python" }));
    expect(shownSnippet()).toBe(expected.python);
    await user.click(screen.getByRole("tab", { name: "TypeScript" }));
    expect(shownSnippet()).toBe(expected.typeScript);
    expect(screen.getByTestId("view-code-drawer").textContent).not.toContain(SECRET_KEY);
  });

  it("shows the request with Anthropic's SDK, or says why it cannot be put to Anthropic's API", async () => {
    const { user } = await renderDrawer();
    await user.click(screen.getByRole("tab", { name: "Anthropic SDK" }));
    expect(shownSnippet()).toBe(expected.anthropic);
    expect(shownSnippet()).toContain('from "@anthropic-ai/sdk"');
    cleanup();

    const schema = { name: "answer", schema: { type: "object" }, strict: true };
    const structured = await renderDrawer({ ...request, responseFormat: schema });
    await structured.user.click(screen.getByRole("tab", { name: "Anthropic SDK" }));
    expect(screen.queryByTestId("view-code-snippet")).toBeNull();
    expect(screen.getByTestId("view-code-not-applicable").textContent).toContain(
      "Anthropic's Messages API cannot",
    );
  });

  it("shows the tools, and images by the start of their data, saying so", async () => {
    const photo = `data:image/png;base64,${"iVBORw0KGgo".repeat(40)}`;
    const tool = { type: "function" as const, function: { name: "get_weather" } };
    const { user } = await renderDrawer({
      ...request,
      messages: [{ role: "user", content: "What is this?", images: [photo] }],
      tools: [tool],
    });
    expect(screen.getByTestId("view-code-images-shortened").textContent).toContain("shortened");
    for (const tab of ["curl", "Python", "TypeScript", "Anthropic SDK"]) {
      await user.click(screen.getByRole("tab", { name: tab }));
      expect(shownSnippet()).toContain("get_weather");
      expect(shownSnippet()).toContain(`${"iVBORw0KGgo".repeat(3).slice(0, 32)}…`);
      expect(shownSnippet()).not.toContain(photo.slice(22, 200));
    }
  });

  it("shows the prompt's markup as code text, never as elements", async () => {
    await renderDrawer();
    const code = within(screen.getByTestId("view-code-snippet")).getByText(/<script>/, { selector: "code" });
    expect(code.querySelector("script")).toBeNull();
  });

  it("copies the snippet shown and says so", async () => {
    const { user, toasts } = await renderDrawer();
    await user.click(screen.getByRole("tab", { name: "TypeScript" }));
    await user.click(screen.getByRole("button", { name: "Copy the TypeScript code" }));
    expect(await navigator.clipboard.readText()).toBe(expected.typeScript);
    expect(toasts()).toEqual([["Copied to clipboard", "positive"]]);
  });

  it("says when the clipboard refused the copy", async () => {
    const { user, toasts } = await renderDrawer();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("Denied", "NotAllowedError"),
    );
    await user.click(screen.getByRole("button", { name: "Copy the curl code" }));
    expect(toasts()).toEqual([["Could not copy to the clipboard", "negative"]]);
  });

  it("closes from its translated close button", async () => {
    const { user, onClose } = await renderDrawer();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
