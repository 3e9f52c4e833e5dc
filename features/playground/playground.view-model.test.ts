import { BehaviorSubject, Subject } from "rxjs";
import { describe, expect, it } from "vitest";
import { BEST_AVAILABLE_MODEL } from "../../core/available-models/best-available.ts";
import { ReplyStatus } from "../../core/chat-completions/playground-conversation.ts";
import { PLAYGROUND_DEFAULTS, ReasoningEffort } from "../../core/chat-completions/playground-settings.ts";
import { PLAYGROUND_STORAGE_KEY } from "../../core/chat-completions/playground-storage-key.ts";
import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import { SystemPromptId, systemPromptText } from "../../core/chat-completions/system-prompts.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import {
  ORGANIZATION_NOT_LOADED,
  type OrganizationDetails,
} from "../../core/organization/organization-details.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import {
  KEY,
  type PlaygroundWorldOptions,
  playgroundWorld,
  readyPlayground,
  USAGE as usage,
} from "./playground-world.test-helper.ts";

const ready = (options?: PlaygroundWorldOptions) => readyPlayground(options);

describe("the playground's choices", () => {
  it("offer Best Available first, then the active models, Best Available chosen when nothing was before", async () => {
    const { state, toasts } = await ready();
    expect(state().setup.catalogue).toBe("ready");
    expect(
      state()
        .setup.models.map((model) => model.systemName)
        .slice(0, 2),
    ).toEqual(["Best Available", "gpt-4o"]);
    expect(state().setup.modelName).toBe(BEST_AVAILABLE_MODEL.systemName);
    expect(state().setup.settings).toEqual(PLAYGROUND_DEFAULTS);
    expect(toasts()).toEqual([]);
  });

  it("keep a model chosen before over Best Available", async () => {
    const first = await ready();
    first.viewModel.chooseModel("claude-3-5-haiku");
    const again = await ready({ store: first.store });
    expect(again.state().setup.modelName).toBe("claude-3-5-haiku");
  });

  it("choose no model while the models are loading", () => {
    expect(playgroundWorld().state().setup.modelName).toBeNull();
  });

  it("list the person's API keys by name, the session being the default", async () => {
    const { viewModel, state } = await ready();
    expect(state().setup.apiKeys).toEqual([{ id: "key-1", name: "Live", date: expect.any(String) }]);
    expect(state().setup.apiKeyId).toBeNull();
    viewModel.chooseApiKey("key-1");
    expect(state().setup.apiKeyId).toBe("key-1");
    viewModel.chooseApiKey("no-such-key");
    expect(state().setup.apiKeyId).toBeNull();
  });

  it("keep settings inside their bounds, and reset to the defaults", async () => {
    const { viewModel, state } = await ready();
    viewModel.changeSettings({
      temperature: 3,
      maxCompletionTokens: 5,
      reasoningEffort: ReasoningEffort.HIGH,
    });
    expect(state().setup.settings).toMatchObject({
      temperature: 2,
      maxCompletionTokens: 10,
      reasoningEffort: ReasoningEffort.HIGH,
    });
    viewModel.resetSettings();
    expect(state().setup.settings).toEqual(PLAYGROUND_DEFAULTS);
  });

  it("say the models could not be loaded, and can ask again", async () => {
    const { viewModel, state, toasts } = await ready({
      modelsFail: GatewayError.http(503, "Catalogue down"),
    });
    expect(state().setup.catalogue).toBe("failed");
    expect(toasts()).toEqual(["Catalogue down"]);
    expect(viewModel.send("Hello")).toBe(false);
  });
});

describe("sending a question", () => {
  it("asks Best Available with no setup at all", async () => {
    const { viewModel, chat } = await ready();
    expect(viewModel.send("What is a watt?")).toBe(true);
    expect(chat.requests[0]?.model.systemName).toBe(BEST_AVAILABLE_MODEL.systemName);
  });

  it("asks Best Available once the remembered model is gone, after saying so", async () => {
    const first = await ready();
    first.viewModel.chooseModel("retired-model");
    const { viewModel, chat, toasts } = await ready({ store: first.store });
    expect(viewModel.send("Hello")).toBe(true);
    expect(toasts()).toEqual(["Model Not Defiend"]);
    expect(chat.requests[0]?.model.systemName).toBe(BEST_AVAILABLE_MODEL.systemName);
  });

  it("ignores a blank prompt", async () => {
    const { viewModel, chat, toasts } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    expect(viewModel.send("   \n ")).toBe(false);
    expect(chat.requests).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it("streams the answer into a reply, then shows its usage and cost", async () => {
    const { viewModel, chat, state, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    expect(viewModel.send("  What is a watt? ")).toBe(true);
    expect(chat.requests[0]).toMatchObject({
      model: { systemName: "gpt-4o-mini", hasReasoning: false },
      messages: [{ role: "user", content: "What is a watt?" }],
      apiKeyId: null,
    });
    expect(state().chat.streaming).toBe(true);
    expect(lastReply()).toMatchObject({ status: ReplyStatus.STREAMING, content: "" });

    chat.answer.next({ kind: "delta", text: "A joule " });
    chat.answer.next({ kind: "delta", text: "per second." });
    expect(lastReply()).toMatchObject({ status: ReplyStatus.STREAMING, content: "A joule per second." });
    chat.answer.next({ kind: "usage", usage });
    chat.answer.complete();

    expect(state().chat.streaming).toBe(false);
    expect(lastReply()).toMatchObject({ status: ReplyStatus.DONE, usage, model: "gpt-4o-mini" });
    const reply = lastReply();
    expect(reply?.role === "assistant" && reply.cost?.totalCost).toBeCloseTo(0.00135, 12);
  });

  it("with Best Available, routes by the chosen strategy and says which model served it, at its prices", async () => {
    const { viewModel, chat, lastReply } = await ready();
    viewModel.chooseModel(BEST_AVAILABLE_MODEL.systemName);
    viewModel.chooseRoutingStrategy(RoutingStrategy.LATENCY);
    viewModel.send("Hi");
    expect(chat.requests[0]?.routingStrategy).toBe(RoutingStrategy.LATENCY);
    const servedBy = { model: "gpt-4o", provider: "OpenAI", routingReason: "lowest latency: 150 ms" };
    chat.answer.next({ kind: "served", servedBy });
    chat.answer.next({ kind: "delta", text: "Hello" });
    chat.answer.next({ kind: "usage", usage });
    chat.answer.complete();
    const reply = lastReply();
    expect(reply).toMatchObject({ servedBy, model: "Best Available" });
    expect(reply?.role === "assistant" && reply.cost?.totalCost).toBeCloseTo(0.0225, 12);
  });

  it("sends the conversation so far, with the chosen system prompt and key", async () => {
    const { viewModel, chat } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.chooseSystemPrompt(SystemPromptId.CODE_EXPERT);
    viewModel.chooseApiKey("key-1");
    viewModel.send("First");
    chat.answer.next({ kind: "delta", text: "One" });
    chat.answer.complete();
    chat.answer = new Subject();
    viewModel.send("Second");
    expect(chat.requests[1]).toMatchObject({
      messages: [
        { role: "user", content: "First" },
        { role: "assistant", content: "One" },
        { role: "user", content: "Second" },
      ],
      systemPrompt: systemPromptText(SystemPromptId.CODE_EXPERT),
      apiKeyId: KEY.id,
      sessionId: chat.requests[0]?.sessionId,
    });
  });

  it("waits for the reply being written before sending another question", async () => {
    const { viewModel, chat } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.send("First");
    expect(viewModel.send("Second")).toBe(false);
    expect(chat.requests).toHaveLength(1);
  });

  it("stops on request: the call is aborted and the partial reply stays, marked as stopped", async () => {
    const { viewModel, chat, state, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.send("Tell me a long story");
    chat.answer.next({ kind: "delta", text: "Once upon" });
    viewModel.stop();
    expect(chat.aborted).toBe(true);
    expect(state().chat.streaming).toBe(false);
    expect(lastReply()).toMatchObject({ status: ReplyStatus.STOPPED, content: "Once upon" });
  });

  it("shows a failure on the reply and in a toast, in the gateway's words", async () => {
    const { viewModel, chat, toasts, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    chat.failWith = GatewayError.http(402, "Monthly budget exceeded");
    viewModel.send("Hi");
    expect(lastReply()).toMatchObject({ status: ReplyStatus.FAILED, error: "Monthly budget exceeded" });
    expect(toasts()).toEqual(["Monthly budget exceeded"]);
  });

  it("says the connection was lost when it is cut part way, and keeps the question and what was written", async () => {
    const { viewModel, chat, state, toasts, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.send("Hi");
    chat.answer.next({ kind: "delta", text: "Once upon" });
    chat.answer.error(new GatewayError({ kind: "network" }));
    const lost =
      "The connection to the gateway was lost before the answer was complete. What was written so far is kept.";
    expect(lastReply()).toMatchObject({ status: ReplyStatus.FAILED, content: "Once upon", error: lost });
    expect(state().chat.turns[0]).toMatchObject({ role: "user", content: "Hi" });
    expect(state().chat.streaming).toBe(false);
    expect(toasts()).toEqual([lost]);
  });

  it("ends the reply as failed when the gateway cannot even start the call", async () => {
    const { viewModel, chat, state, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    chat.stream = () => {
      throw GatewayError.http(400, "Unknown model: gpt-4o-mini");
    };
    expect(viewModel.send("Hi")).toBe(true);
    expect(lastReply()).toMatchObject({ status: ReplyStatus.FAILED, error: "Unknown model: gpt-4o-mini" });
    expect(state().chat.streaming).toBe(false);
  });

  it("raises no toast for a failure an error page already showed", async () => {
    const { viewModel, chat, toasts, lastReply } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    chat.failWith = new GatewayError({ kind: "http", status: 500 }, [], RouteName.SERVER_ERROR);
    viewModel.send("Hi");
    expect(lastReply()).toMatchObject({
      status: ReplyStatus.FAILED,
      error: "The answer could not be completed. Please try again.",
    });
    expect(toasts()).toEqual([]);
  });

  it("gives the request of the prompt being typed for 'view code'", async () => {
    const { viewModel } = await ready();
    expect(viewModel.requestFor("Draft")?.model.systemName).toBe(BEST_AVAILABLE_MODEL.systemName);
    viewModel.chooseModel("o3-mini");
    expect(viewModel.requestFor("Draft")).toMatchObject({
      model: { systemName: "o3-mini", hasReasoning: true },
      messages: [{ role: "user", content: "Draft" }],
    });
  });

  it("clears the conversation and starts a new one for the gateway", async () => {
    const { viewModel, chat, state } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.send("First");
    chat.answer.complete();
    viewModel.clearConversation();
    expect(state().chat.turns).toEqual([]);
    chat.answer = new Subject();
    viewModel.send("Again");
    expect(chat.requests[1]?.sessionId).not.toBe(chat.requests[0]?.sessionId);
    expect(chat.requests[1]?.messages).toHaveLength(1);
  });
});

describe("the playground kept across a reload", () => {
  it("comes back with its conversation and choices, and never stores a key's value", async () => {
    const first = await ready();
    first.viewModel.chooseModel(BEST_AVAILABLE_MODEL.systemName);
    first.viewModel.chooseRoutingStrategy(RoutingStrategy.COST);
    first.viewModel.chooseSystemPrompt(SystemPromptId.TECHNICAL_WRITER);
    first.viewModel.chooseApiKey("key-1");
    first.viewModel.changeSettings({ temperature: 1.3 });
    first.viewModel.send("What is a watt?");
    first.chat.answer.next({ kind: "delta", text: "A joule per second." });
    first.chat.answer.complete();
    first.viewModel.dispose();
    expect(first.store.read(PLAYGROUND_STORAGE_KEY)).not.toContain(KEY.value);

    const again = await ready({ store: first.store });
    expect(again.state().setup).toMatchObject({
      modelName: "Best Available",
      routingStrategy: RoutingStrategy.COST,
      systemPrompt: SystemPromptId.TECHNICAL_WRITER,
      apiKeyId: "key-1",
      settings: { temperature: 1.3 },
    });
    expect(again.state().chat.turns.map((turn) => turn.content)).toEqual([
      "What is a watt?",
      "A joule per second.",
    ]);
    expect(again.state().setup.apiKeyId).toBe(KEY.id);
  });

  it("says 'Model Not Defiend' when the remembered model is no longer offered, and chooses Best Available", async () => {
    const first = await ready();
    first.viewModel.chooseModel("retired-model");
    const again = await ready({ store: first.store });
    expect(again.toasts()).toEqual(["Model Not Defiend"]);
    expect(again.state().setup.modelName).toBe(BEST_AVAILABLE_MODEL.systemName);
  });

  it("stores a reply being written at most once a second", async () => {
    const { viewModel, chat, store, advance } = await ready();
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.send("Hi");
    const stored = () => JSON.parse(store.read(PLAYGROUND_STORAGE_KEY) ?? "{}").turns.at(-1).content;
    chat.answer.next({ kind: "delta", text: "One " });
    expect(stored()).toBe("");
    advance(1000);
    chat.answer.next({ kind: "delta", text: "two" });
    expect(stored()).toBe("One two");
  });

  it("is not stored once the person has signed out", async () => {
    const { viewModel, store, signOut } = await ready();
    store.remove(PLAYGROUND_STORAGE_KEY);
    signOut();
    viewModel.chooseModel("gpt-4o-mini");
    expect(store.read(PLAYGROUND_STORAGE_KEY)).toBeNull();
  });
});

/** The organization as the shell holds it once loaded, the person belonging to these departments. */
function loadedOrganization(departments: { id: string; name: string; role: string }[]): OrganizationDetails {
  return {
    organization: {
      id: "org-1",
      name: "Meridian Demo Org",
      status: "ACTIVE",
      totalDepartments: 3,
      totalUsers: 8,
      recentActivities: [],
      role: null,
      departments,
    },
    ready: true,
    failed: false,
    lastUpdatedAt: 1,
  };
}

const RESEARCH = { id: "dep-research", name: "Research", role: "MEMBER" };
const FINANCE = { id: "dep-finance", name: "Finance", role: "ADMIN" };

describe("asking as a department", () => {
  it("offers the person's departments once their organization is loaded, asking for oneself by default", async () => {
    const organization = new BehaviorSubject(ORGANIZATION_NOT_LOADED);
    const { state } = await ready({ organization });
    expect(state().setup.departments).toEqual([]);
    organization.next(loadedOrganization([RESEARCH, FINANCE]));
    expect(state().setup.departments).toEqual([
      { id: "dep-research", name: "Research" },
      { id: "dep-finance", name: "Finance" },
    ]);
    expect(state().setup.departmentId).toBeNull();
  });

  it("sends the chosen department with the request, and keeps the choice across a reload", async () => {
    const organization = new BehaviorSubject(loadedOrganization([RESEARCH]));
    const { viewModel, chat, store } = await ready({ organization });
    viewModel.chooseModel("gpt-4o-mini");
    viewModel.chooseDepartment("dep-research");
    viewModel.send("Write to ada@example.com");
    expect(chat.requests[0]?.departmentId).toBe("dep-research");
    expect(viewModel.requestFor("")?.departmentId).toBe("dep-research");

    const again = await ready({ store, organization });
    expect(again.state().setup.departmentId).toBe("dep-research");
    again.viewModel.chooseDepartment(null);
    again.viewModel.send("Personal question");
    expect(again.chat.requests[0]?.departmentId).toBeNull();
  });

  it("refuses a department the person does not belong to, and drops a kept one they left once that is known", async () => {
    const organization = new BehaviorSubject(loadedOrganization([RESEARCH]));
    const { viewModel, store } = await ready({ organization });
    viewModel.chooseDepartment("dep-elsewhere");
    expect(viewModel.current().setup.departmentId).toBeNull();
    viewModel.chooseDepartment("dep-research");

    const loading = new BehaviorSubject(ORGANIZATION_NOT_LOADED);
    const again = await ready({ store, organization: loading });
    expect(again.state().setup.departmentId).toBe("dep-research");
    loading.next(loadedOrganization([FINANCE]));
    expect(again.state().setup.departmentId).toBeNull();
    expect(JSON.parse(store.read(PLAYGROUND_STORAGE_KEY) ?? "{}").departmentId).toBeNull();
  });
});
