// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { of, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNT } from "../../adapters/auth-memory/memory-auth.adapter.ts";
import { AuthProvider } from "../../core/auth/auth-provider.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import { ChatCompletionsGateway as ChatCompletionsGatewayToken } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent } from "../../core/chat-completions/completion-result.ts";
import { PLAYGROUND_DEFAULTS } from "../../core/chat-completions/playground-settings.ts";
import { PLAYGROUND_STORAGE_KEY } from "../../core/chat-completions/playground-storage-key.ts";
import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { writeStoredPlayground } from "../../core/chat-completions/stored-playground.ts";
import { SystemPromptId } from "../../core/chat-completions/system-prompts.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { LoadMarkdownRenderer } from "../../core/text/markdown-renderer.port.ts";
import { DEMO_MODEL_NAMES } from "../../demo/demo-catalogue.ts";
import { DEMO_DEPARTMENT_IDS, DEMO_DEPARTMENTS, type DemoDepartment } from "../../demo/demo-organization.ts";
import { DEMO_PEOPLE } from "../../demo/demo-people.ts";
import { renderApp } from "../../ui/testing/render-app.tsx";

async function openPlayground() {
  const app = await renderApp("/playground", { signedIn: true, catalogue: CatalogueMother.create() });
  await screen.findByRole("heading", { level: 1, name: "Playground" });
  await waitFor(() => expect(modelPicker().disabled).toBe(false));
  return { app, user: userEvent.setup() };
}

const modelPicker = () => screen.getByTestId<HTMLSelectElement>("playground-model");
const prompt = () => screen.getByTestId<HTMLTextAreaElement>("playground-prompt");
const replies = () => screen.queryAllByTestId("playground-reply");

async function answered(): Promise<HTMLElement> {
  await waitFor(() => expect(replies().at(-1)?.dataset.streaming).toBe("false"));
  return replies().at(-1) as HTMLElement;
}

describe("the playground", () => {
  it("answers a question with the streamed reply, its usage and its cost", async () => {
    const { user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    await user.type(prompt(), "What is a watt?{Enter}");
    const reply = await answered();
    expect(reply.textContent).toContain("[Simulated answer from gpt-4o-mini: no model was called.]");
    expect(reply.dataset.status).toBe("done");
    expect(within(reply).getByTestId("playground-reply-usage").textContent).toMatch(
      /^Tokens: \d+ prompt, \d+ completion, \d+ total$/,
    );
    expect(within(reply).getByTestId("playground-reply-cost").textContent).toMatch(/^Cost \$0\.\d{7}$/);
    expect(prompt().value).toBe("");
    expect(screen.getByTestId("playground-question").textContent).toContain("What is a watt?");
  });

  it("lets a newcomer ask at once: Best Available is chosen when no model was before", async () => {
    const { app, user } = await openPlayground();
    expect(modelPicker().value).toBe("Best Available");
    await user.type(prompt(), "What is a watt?{Enter}");
    const reply = await answered();
    expect(reply.dataset.status).toBe("done");
    expect(reply.textContent).toContain("no model was called");
    expect(app.toasts()).toEqual([]);
  });

  it("starts a new line on Shift+Enter rather than sending", async () => {
    const { user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    await user.type(prompt(), "First line{Shift>}{Enter}{/Shift}second line");
    expect(prompt().value).toBe("First line\nsecond line");
    expect(replies()).toEqual([]);
  });

  it("offers the routing strategy for Best Available, and tells which model served it and why", async () => {
    const { user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o");
    expect(screen.queryByLabelText("Routing strategy")).toBeNull();
    await user.selectOptions(modelPicker(), "Best Available");
    const strategy = screen.getByLabelText<HTMLSelectElement>("Routing strategy");
    expect(Array.from(strategy.options, (option) => option.text)).toEqual([
      "None",
      "Token Rate",
      "Latency",
      "Cost",
      "Energy Cost",
      "Emission",
    ]);
    await user.selectOptions(strategy, "Cost");
    await user.type(prompt(), "Which model are you?{Enter}");
    const reply = await answered();
    expect(within(reply).getByTestId("playground-reply-served-by").textContent).toMatch(
      /^Served by \S+ \(.+\)$/,
    );
    expect(within(reply).getByTestId("playground-reply-reason").textContent).toMatch(/^Why: Cost: .+/);
  });

  it("shows a reasoning model's own settings, and max tokens for the others", async () => {
    const { user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    expect(screen.getByLabelText("Max tokens")).toBeTruthy();
    expect(screen.queryByLabelText("Reasoning effort")).toBeNull();
    await user.selectOptions(modelPicker(), "o3-mini");
    expect(screen.queryByLabelText("Max tokens")).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Max completion tokens").value).toBe("1000");
    expect(screen.getByLabelText<HTMLSelectElement>("Reasoning effort").value).toBe("medium");
    expect(screen.getByLabelText("Store the completion")).toHaveProperty("checked", false);
  });

  it("puts the configuration back to the defaults", async () => {
    const { user } = await openPlayground();
    const temperature = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Temperature" });
    expect(temperature.value).toBe("0.7");
    await user.clear(temperature);
    await user.type(temperature, "1.5");
    await user.tab();
    expect(screen.getByRole("slider", { name: "Temperature" }).getAttribute("aria-valuenow")).toBe("1.5");
    await user.click(screen.getByRole("button", { name: "Reset to defaults" }));
    expect(temperature.value).toBe("0.7");
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Top P" }).value).toBe("0.9");
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Max tokens" }).value).toBe("1024");
  });

  it("offers the system prompts by name and calls with the session unless a key is chosen", async () => {
    await openPlayground();
    const prompts = screen.getByLabelText<HTMLSelectElement>("System prompt");
    expect(Array.from(prompts.options, (option) => option.text)).toEqual([
      "None",
      "General Assistant",
      "Code Expert",
      "Technical Writer",
    ]);
    const callWith = screen.getByLabelText<HTMLSelectElement>("Call with");
    expect(callWith.selectedOptions[0]?.text).toBe("My session");
    await waitFor(() => expect(callWith.options.length).toBeGreaterThan(1));
    expect(callWith.options[1]?.text).toMatch(/^API key Key 1 \(\d{4}-\d{2}-\d{2}\)$/);
  });

  it("renders the answer's Markdown without anything that could run or load", async () => {
    const markup =
      "**bold** [docs](https://docs.example) [bad](javascript:alert(1)) ![pixel](https://tracker.example/p.png) <b onclick=alert(1)>raw</b>";
    const app = await renderApp("/api-key", { signedIn: true, catalogue: CatalogueMother.create() });
    app.container.rebind<ChatCompletionsGateway>(ChatCompletionsGatewayToken).toConstantValue({
      complete: () => Promise.reject(new Error("the playground streams")),
      stream: () => of<ChatStreamEvent>({ kind: "delta", text: markup }),
    });
    await app.navigate("/playground");
    await waitFor(() => expect(modelPicker().disabled).toBe(false));
    const user = userEvent.setup();
    await user.type(prompt(), "Show me some markup{Enter}");
    const reply = await answered();
    await waitFor(() => expect(reply.querySelector("strong")?.textContent).toBe("bold"));
    const links = Array.from(reply.querySelectorAll("a"));
    // markdown-it does not make a link of a javascript: address at all: it stays text.
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["docs", "https://docs.example"],
    ]);
    expect(reply.textContent).toContain("[bad](javascript:alert(1))");
    expect(links[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(reply.querySelector("img, b[onclick]")).toBeNull();
    expect(reply.textContent).toContain("pixel");
    expect(reply.textContent).toContain("<b onclick=alert(1)>raw</b>");
  });

  it("loads the Markdown renderer once the person starts on a prompt, and not for a playground left empty", async () => {
    let loads = 0;
    await renderApp("/playground", {
      signedIn: true,
      rebind: (container) => {
        const load = container.get(LoadMarkdownRenderer);
        container.rebind(LoadMarkdownRenderer).toConstantValue(() => {
          loads += 1;
          return load();
        });
      },
    });
    await screen.findByRole("heading", { level: 1, name: "Playground" });
    await waitFor(() => expect(modelPicker().disabled).toBe(false));
    expect(loads).toBe(0);
    await userEvent.setup().click(prompt());
    await waitFor(() => expect(loads).toBe(1));
  });

  it("stops the reply being written, keeping what was written, marked as stopped", async () => {
    const app = await renderApp("/api-key", { signedIn: true, catalogue: CatalogueMother.create() });
    const answer = new Subject<ChatStreamEvent>();
    app.container.rebind<ChatCompletionsGateway>(ChatCompletionsGatewayToken).toConstantValue({
      complete: () => Promise.reject(new Error("the playground streams")),
      stream: () => answer.asObservable(),
    });
    await app.navigate("/playground");
    await waitFor(() => expect(modelPicker().disabled).toBe(false));
    const user = userEvent.setup();
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    await user.type(prompt(), "Tell me a long story{Enter}");
    answer.next({ kind: "delta", text: "Once upon a time" });
    await waitFor(() => expect(replies()[0]?.textContent).toContain("Once upon a time"));
    expect(replies()[0]?.dataset.streaming).toBe("true");

    await user.click(screen.getByTestId("playground-stop"));

    expect(answer.observed).toBe(false);
    await waitFor(() => expect(replies()[0]?.dataset.streaming).toBe("false"));
    expect(replies()[0]?.dataset.status).toBe("stopped");
    expect(within(replies()[0] as HTMLElement).getByText("Stopped")).toBeTruthy();
    expect(replies()[0]?.textContent).toContain("Once upon a time");
    expect(screen.getByTestId("playground-send")).toBeTruthy();
  });

  it("keeps the conversation and the choices when the page is opened again", async () => {
    const app = await renderApp("/api-key", { signedIn: true, catalogue: CatalogueMother.create() });
    writeStoredPlayground(app.container.get(KeyValueStore), {
      modelName: "Best Available",
      settings: { ...PLAYGROUND_DEFAULTS, temperature: 1.2 },
      systemPrompt: SystemPromptId.CODE_EXPERT,
      routingStrategy: RoutingStrategy.LATENCY,
      apiKeyId: null,
      sessionId: "conv-1",
      turns: [{ id: "q1", role: "user", content: "Remembered question" }],
    });
    await app.navigate("/playground");
    await screen.findByRole("heading", { level: 1, name: "Playground" });
    await waitFor(() => expect(modelPicker().value).toBe("Best Available"));
    expect(screen.getByLabelText<HTMLSelectElement>("Routing strategy").value).toBe("Latency");
    expect(screen.getByLabelText<HTMLSelectElement>("System prompt").value).toBe(SystemPromptId.CODE_EXPERT);
    expect(screen.getByRole<HTMLInputElement>("spinbutton", { name: "Temperature" }).value).toBe("1.2");
    expect(screen.getByTestId("playground-question").textContent).toContain("Remembered question");
  });

  it("says 'Model Not Defiend' when the remembered model is no longer offered, and chooses Best Available", async () => {
    const app = await renderApp("/api-key", { signedIn: true, catalogue: CatalogueMother.create() });
    writeStoredPlayground(app.container.get(KeyValueStore), {
      modelName: "retired-model",
      settings: PLAYGROUND_DEFAULTS,
      systemPrompt: SystemPromptId.NONE,
      routingStrategy: RoutingStrategy.NONE,
      apiKeyId: null,
      sessionId: "conv-1",
      turns: [],
    });
    await app.navigate("/playground");
    await waitFor(() => expect(modelPicker().disabled).toBe(false));
    expect(app.toasts()).toContain("Model Not Defiend");
    expect(modelPicker().value).toBe("Best Available");
  });

  it("shows the comparison on its tab, with the routing strategy to route Best Available", async () => {
    const { user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o");
    expect(screen.queryByLabelText("Routing strategy")).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Compare" }));
    expect(await screen.findByRole("heading", { name: "Compare models" })).toBeTruthy();
    expect(screen.getByLabelText("Routing strategy")).toBeTruthy();
  });

  it("shows the request being typed as code", async () => {
    const { user } = await openPlayground();
    await user.type(prompt(), "Draft question");
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    await user.click(screen.getByRole("button", { name: "View code" }));
    const drawer = await screen.findByTestId("view-code-drawer");
    expect(drawer.textContent).toContain("Draft question");
    expect(drawer.textContent).toContain("gpt-4o-mini");
  });

  it("clears the conversation only once the person confirms, and forgets it on sign-out", async () => {
    const { app, user } = await openPlayground();
    await user.selectOptions(modelPicker(), "gpt-4o-mini");
    await user.type(prompt(), "Hello{Enter}");
    await answered();
    await user.click(screen.getByRole("button", { name: "Clear conversation" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(replies()).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Clear conversation" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Clear" }));
    await waitFor(() => expect(replies()).toEqual([]));
    expect(screen.getByText("Start a conversation")).toBeTruthy();

    await user.type(prompt(), "Again{Enter}");
    await answered();
    const store = app.container.get(KeyValueStore);
    expect(store.read(PLAYGROUND_STORAGE_KEY)).toContain("Again");
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(app.location()).toMatch(/^\/auth/));
    expect(store.read(PLAYGROUND_STORAGE_KEY)).toBeNull();
  });

  it("offers no department to someone who belongs to none", async () => {
    await openPlayground();
    expect(screen.queryByLabelText("Department")).toBeNull();
  });

  // The memory profile's organization area holds the demo: a researcher of a department that masks PII.
  it("asks as the chosen department, whose PII handling masks the prompt, and keeps the choice", async () => {
    const research = DEMO_DEPARTMENTS.find(
      (found) => found.id === DEMO_DEPARTMENT_IDS.research,
    ) as DemoDepartment;
    const app = await renderApp("/auth");
    const auth = app.container.get(AuthProvider);
    const signIn = await auth.signIn({
      email: DEMO_PEOPLE.researcher.email,
      password: DEMO_ACCOUNT.password,
    });
    await app.container.get(SessionStore).start(signIn);
    await app.navigate("/playground");
    const department = await screen.findByLabelText<HTMLSelectElement>("Department");
    expect([...department.options].map((option) => option.text)).toEqual([
      "Personal (no department)",
      research.name,
    ]);
    expect(screen.getByText(/applies its policies: PII handling, monthly budget/)).toBeTruthy();
    const user = userEvent.setup();
    await waitFor(() => expect(modelPicker().disabled).toBe(false));
    await user.selectOptions(modelPicker(), DEMO_MODEL_NAMES.gpt4oMini);
    await user.selectOptions(department, research.name);
    await user.type(prompt(), "Write to ada@example.com{Enter}");
    // The simulated model quotes what it was asked: the address masked, as the department's policy has it.
    const answer = (await answered()).textContent;
    expect(answer).toContain("Write to EMAIL ADDRESS 1");
    expect(answer).not.toContain("ada@example.com");
    const kept = JSON.parse(app.container.get(KeyValueStore).read(PLAYGROUND_STORAGE_KEY) ?? "{}");
    expect(kept.departmentId).toBe(research.id);
  });
});
