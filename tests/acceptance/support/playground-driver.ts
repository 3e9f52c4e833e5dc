import type { PlaygroundSettings } from "../../../core/chat-completions/playground-settings.ts";

/** A reply as the conversation shows it. */
export interface ShownReply {
  /** The answer's text as far as it was written. */
  readonly text: string;
  /** "streaming", "done", "stopped" or "failed". */
  readonly status: string;
  /** "Served by …" for a 'Best Available' reply once the gateway said; else null. */
  readonly servedBy: string | null;
  /** "Why: …", the gateway's reason for its choice; else null. */
  readonly reason: string | null;
  /** "Tokens: … prompt, … completion, … total" once the reply has ended; else null. */
  readonly usage: string | null;
  /** "Cost $…" once the reply has ended, when known; else null. */
  readonly cost: string | null;
  /** The functions the model asked to call, with their arguments as it wrote them. */
  readonly toolCalls: readonly { readonly name: string; readonly arguments: string }[];
  /** The structured-output check shown: "valid", "notJson" or "invalid"; null when none was asked for. */
  readonly schemaCheck: string | null;
}

/** Whether the model list offers a model for the request being written, and why not. */
export interface ShownModelOffer {
  readonly offered: boolean;
  /** The reason shown for a model not offered ("Cannot read images"); null when offered. */
  readonly reason: string | null;
}

/** An image to attach, as a file from the computer. */
export interface ImageFile {
  readonly name: string;
  /** "image/png" */
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** The settings a number is typed for. */
export type NumericSetting =
  | "temperature"
  | "topP"
  | "maxTokens"
  | "maxCompletionTokens"
  | "repetitionPenalty";

/** The settings shown for the chosen model, by name; those not shown for it are absent. */
export type ShownSettings = Partial<PlaygroundSettings>;

/** What a person can do on the playground screen, in words of the product; both worlds implement it. */
export interface PlaygroundDriver {
  /** Opens the screen (guards apply) and waits for its models. */
  open(): Promise<void>;
  /** Waits for the screen to be ready again after the page was reloaded. */
  reopened(): Promise<void>;
  chooseModel(systemName: string): Promise<void>;
  /** The chosen model's name; null when none is chosen. */
  chosenModel(): Promise<string | null>;
  /** Chooses how 'Best Available' routes, by its label ("Cost"). */
  chooseRoutingStrategy(label: string): Promise<void>;
  /** Asks as a member of this department (by name), so its policies apply; fails when it is not offered. */
  chooseDepartment(name: string): Promise<void>;
  /** Calls with one of the person's API keys, chosen by its name; fails when it is not offered. */
  chooseApiKey(name: string): Promise<void>;
  /** Chooses the system prompt by its label ("Code Expert"). */
  chooseSystemPrompt(label: string): Promise<void>;
  /** The chosen system prompt's label. */
  chosenSystemPrompt(): Promise<string>;
  /** Types a setting's value and leaves the field. */
  setSetting(name: NumericSetting, value: number): Promise<void>;
  settings(): Promise<ShownSettings>;
  resetSettings(): Promise<void>;
  /** Types the prompt and presses Enter, without waiting for any answer. */
  send(prompt: string): Promise<void>;
  /** Sends the prompt and waits for its answer to end. */
  ask(prompt: string): Promise<void>;
  /** Sends the prompt and waits until the answer has begun to be written. */
  startAsking(prompt: string): Promise<void>;
  /** Presses the stop button while a reply is being written. */
  stop(): Promise<void>;
  /** The questions asked, oldest first. */
  questions(): Promise<readonly string[]>;
  replies(): Promise<readonly ShownReply[]>;
  /** Clears the conversation, confirming when asked. */
  clearConversation(): Promise<void>;
  /** Leaves in storage a playground that had chosen this model, as an earlier visit would have. */
  rememberModel(systemName: string): Promise<void>;
  /** Adds a tool from the template with this label ("Weather"). */
  addToolTemplate(label: string): Promise<void>;
  /** Adds an empty tool and types this definition into it. */
  addToolDefinition(text: string): Promise<void>;
  /** The problems the tools panel shows, one per tool that has one. */
  toolProblems(): Promise<readonly string[]>;
  /** Answers every call of the last reply with this result, sends them, and waits for the next reply to end. */
  answerToolCalls(result: string): Promise<void>;
  /** Switches structured output on, keeping the template schema. */
  switchStructuredOutputOn(): Promise<void>;
  /** Attaches an image from the computer to the question being written. */
  attachImage(file: ImageFile): Promise<void>;
  /** The names of the images attached to the question being written. */
  attachedImages(): Promise<readonly string[]>;
  /** The names of the images the last question shows. */
  questionImages(): Promise<readonly string[]>;
  modelOffer(systemName: string): Promise<ShownModelOffer>;
}
