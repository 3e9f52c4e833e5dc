import type { Locator, Page } from "playwright-core";
import {
  PLAYGROUND_DEFAULTS,
  type ReasoningEffort,
} from "../../../../core/chat-completions/playground-settings.ts";
import { PLAYGROUND_STORAGE_KEY } from "../../../../core/chat-completions/playground-storage-key.ts";
import { RoutingStrategy } from "../../../../core/chat-completions/routing-strategy.ts";
import { writeStoredPlayground } from "../../../../core/chat-completions/stored-playground.ts";
import { SystemPromptId } from "../../../../core/chat-completions/system-prompts.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type {
  ImageFile,
  NumericSetting,
  PlaygroundDriver,
  ShownModelOffer,
  ShownReply,
  ShownSettings,
} from "../../support/playground-driver.ts";
import type { BrowserScreenContext } from "./browser-screen-context.ts";
import { textIfShown, textsOf } from "./shown-text.ts";

const labels = enUS.playground;
/** The reference gateway's simulated provider writes at the catalogue's pace: a long answer takes seconds. */
const ANSWER_TIMEOUT_MS = 20_000;
const NUMERIC_SETTINGS: readonly NumericSetting[] = [
  "temperature",
  "topP",
  "repetitionPenalty",
  "maxTokens",
  "maxCompletionTokens",
];

/** The playground screen in Chromium, found by its test ids and its en-US labels. */
export class BrowserPlaygroundDriver implements PlaygroundDriver {
  constructor(private readonly screen: BrowserScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open("/playground");
    await this.reopened();
  }

  async reopened(): Promise<void> {
    await this.screen.settle();
    await this.page().waitForSelector('[data-testid="playground-model"]:not([disabled])');
  }

  async chooseModel(systemName: string): Promise<void> {
    await this.page().getByTestId("playground-model").selectOption(systemName);
  }

  async chosenModel(): Promise<string | null> {
    return (await this.page().getByTestId("playground-model").inputValue()) || null;
  }

  async chooseRoutingStrategy(label: string): Promise<void> {
    await this.page().getByLabel(labels.routingStrategy.label, { exact: true }).selectOption({ label });
  }

  async chooseDepartment(name: string): Promise<void> {
    await this.page().getByLabel(labels.department.label, { exact: true }).selectOption({ label: name });
  }

  async chooseApiKey(name: string): Promise<void> {
    const picker = this.page().getByLabel(labels.apiKey.label, { exact: true });
    const option = picker.locator("option", {
      hasText: labels.apiKey.key.replace("{{key}}", name).split(" (")[0],
    });
    await picker.selectOption({ label: (await option.first().textContent()) ?? name });
  }

  async chooseSystemPrompt(label: string): Promise<void> {
    await this.page().getByLabel(labels.systemPrompt.label, { exact: true }).selectOption({ label });
  }

  async chosenSystemPrompt(): Promise<string> {
    return this.page()
      .getByLabel(labels.systemPrompt.label, { exact: true })
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? "");
  }

  async setSetting(name: NumericSetting, value: number): Promise<void> {
    const field = this.numberField(name);
    await field.fill(String(value));
    await field.press("Tab");
  }

  async settings(): Promise<ShownSettings> {
    const shown: Record<string, unknown> = {};
    for (const name of NUMERIC_SETTINGS) {
      const field = this.numberField(name);
      if ((await field.count()) > 0) shown[name] = Number(await field.inputValue());
    }
    const effort = this.page().getByLabel(labels.settings.reasoningEffort, { exact: true });
    if ((await effort.count()) > 0) shown.reasoningEffort = (await effort.inputValue()) as ReasoningEffort;
    const store = this.page().getByLabel(labels.settings.store, { exact: true });
    if ((await store.count()) > 0) shown.store = await store.isChecked();
    return shown;
  }

  async resetSettings(): Promise<void> {
    await this.page().getByRole("button", { name: labels.settings.reset, exact: true }).click();
  }

  async send(prompt: string): Promise<void> {
    this.screen.unsettle();
    await this.press(prompt);
    await this.screen.settle();
  }

  async ask(prompt: string): Promise<void> {
    const before = await this.replyCount();
    this.screen.unsettle();
    await this.press(prompt);
    await this.newReplyEnded(before);
    await this.screen.settle();
  }

  async startAsking(prompt: string): Promise<void> {
    const before = await this.replyCount();
    this.screen.unsettle();
    await this.press(prompt);
    await this.page().waitForFunction(
      (count) => {
        const replies = document.querySelectorAll<HTMLElement>('[data-testid="playground-reply"]');
        const last = replies[replies.length - 1];
        const text = last?.querySelector('[data-testid="playground-reply-text"]')?.textContent ?? "";
        return replies.length > count && text.trim() !== "";
      },
      before,
      { timeout: ANSWER_TIMEOUT_MS },
    );
  }

  async stop(): Promise<void> {
    this.screen.unsettle();
    await this.page().getByTestId("playground-stop").click({ timeout: 1000 });
    await this.page().waitForSelector('[data-testid="playground-reply"][data-streaming="true"]', {
      state: "detached",
    });
    await this.screen.settle();
  }

  async questions(): Promise<readonly string[]> {
    return textsOf(this.page().getByTestId("playground-question-text"));
  }

  async replies(): Promise<readonly ShownReply[]> {
    const replies = await this.page().getByTestId("playground-reply").all();
    return Promise.all(
      replies.map(async (reply) => ({
        text: await textIfShown(reply.getByTestId("playground-reply-text"), ""),
        status: (await reply.getAttribute("data-status")) ?? "",
        servedBy: await textIfShown(reply.getByTestId("playground-reply-served-by")),
        reason: await textIfShown(reply.getByTestId("playground-reply-reason")),
        usage: await textIfShown(reply.getByTestId("playground-reply-usage")),
        cost: await textIfShown(reply.getByTestId("playground-reply-cost")),
        toolCalls: await reply.getByTestId("tool-call").evaluateAll((calls) =>
          calls.map((call) => ({
            name: call.getAttribute("data-tool-name") ?? "",
            arguments: call.querySelector('[data-testid="tool-call-arguments"]')?.textContent ?? "",
          })),
        ),
        schemaCheck: await optionalAttribute(reply.getByTestId("schema-check"), "data-result"),
      })),
    );
  }

  // The tools' buttons are pressed from the keyboard: a click on them could miss while the section above still moved
  // (a CI run's click on "Add empty" added no tool), a keypress goes to the button it focused.
  async addToolTemplate(label: string): Promise<void> {
    const panel = await this.openSection("tools-panel");
    await panel
      .getByTestId("tool-template-menu")
      .getByRole("button", { name: label, exact: true })
      .press("Enter");
  }

  async addToolDefinition(text: string): Promise<void> {
    const panel = await this.openSection("tools-panel");
    await panel.getByRole("button", { name: labels.tools.addEmpty, exact: true }).press("Enter");
    await panel.getByTestId("tool-draft").last().locator("textarea").fill(text);
  }

  async toolProblems(): Promise<readonly string[]> {
    const invalid = this.page().locator(
      '[data-testid="tool-draft"][data-valid="false"] .playground-tool-message',
    );
    return textsOf(invalid);
  }

  async answerToolCalls(result: string): Promise<void> {
    const before = await this.replyCount();
    const reply = this.page().getByTestId("playground-reply").last();
    for (const input of await reply.getByTestId("tool-result-input").all()) await input.fill(result);
    this.screen.unsettle();
    await reply.getByTestId("send-tool-results").click();
    await this.newReplyEnded(before);
    await this.screen.settle();
  }

  async switchStructuredOutputOn(): Promise<void> {
    // Pressed from the keyboard: Blueprint's switch hides its input under the drawn toggle, which a click may miss
    // while the setup above it still moves.
    const toggle = this.page().getByLabel(labels.structuredOutput.switch, { exact: true });
    if (!(await toggle.isChecked())) await toggle.press("Space");
    await this.page().getByTestId("response-schema-editor").waitFor();
  }

  async attachImage(file: ImageFile): Promise<void> {
    this.screen.unsettle();
    await this.page()
      .getByTestId("attach-image-input")
      .setInputFiles({ name: file.name, mimeType: file.type, buffer: Buffer.from(file.bytes) });
    await this.screen.settle();
  }

  async attachedImages(): Promise<readonly string[]> {
    return this.page()
      .getByTestId("attached-image")
      .locator(".playground-attached-image-name")
      .evaluateAll((names) => names.map((name) => (name.textContent ?? "").trim()));
  }

  async questionImages(): Promise<readonly string[]> {
    return this.page()
      .getByTestId("playground-question")
      .last()
      .locator("img")
      .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
  }

  async modelOffer(systemName: string): Promise<ShownModelOffer> {
    const option = this.page().locator(`[data-testid="model-option"][value="${systemName}"]`);
    const offered = (await option.getAttribute("data-offered")) === "true";
    return { offered, reason: offered ? null : ((await option.getAttribute("title")) ?? "") };
  }

  async clearConversation(): Promise<void> {
    await this.page().getByRole("button", { name: labels.conversation.clear, exact: true }).click();
    const dialog = this.page().getByRole("alertdialog");
    await dialog.getByRole("button", { name: enUS.common.clear, exact: true }).click();
    await dialog.waitFor({ state: "detached" });
  }

  async rememberModel(systemName: string): Promise<void> {
    let stored = "";
    writeStoredPlayground(
      {
        write: (_key, value) => {
          stored = value;
        },
      },
      {
        modelName: systemName,
        settings: PLAYGROUND_DEFAULTS,
        systemPrompt: SystemPromptId.NONE,
        routingStrategy: RoutingStrategy.NONE,
        apiKeyId: null,
        sessionId: "remembered-conversation",
        turns: [],
      },
    );
    await this.page().evaluate(([key, value]) => localStorage.setItem(key, value), [
      PLAYGROUND_STORAGE_KEY,
      stored,
    ] as const);
  }

  private page(): Page {
    return this.screen.page();
  }

  private numberField(name: NumericSetting): Locator {
    return this.page().getByRole("spinbutton", { name: labels.settings[name], exact: true });
  }

  /** Types the prompt and presses Enter, as a person sends it. */
  private async press(prompt: string): Promise<void> {
    const box = this.page().getByTestId("playground-prompt");
    await box.fill(prompt);
    await box.press("Enter");
  }

  /** A collapsible part of the setup, opened when it is closed. */
  private async openSection(testId: string): Promise<Locator> {
    const section = this.page().getByTestId(testId);
    const toggle = section.locator("h2 button");
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    await section.locator('h2 button[aria-expanded="true"]').waitFor();
    return section;
  }

  /** Waits for a reply after the `before` shown to have been written to its end. */
  private async newReplyEnded(before: number): Promise<void> {
    await this.page().waitForFunction(
      (count) => {
        const replies = document.querySelectorAll<HTMLElement>('[data-testid="playground-reply"]');
        return replies.length > count && replies[replies.length - 1]?.dataset.streaming === "false";
      },
      before,
      { timeout: ANSWER_TIMEOUT_MS },
    );
  }

  private replyCount(): Promise<number> {
    return this.page().getByTestId("playground-reply").count();
  }
}

async function optionalAttribute(locator: Locator, name: string): Promise<string | null> {
  return (await locator.count()) > 0 ? locator.first().getAttribute(name) : null;
}
