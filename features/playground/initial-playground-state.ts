import { PLAYGROUND_DEFAULTS } from "../../core/chat-completions/playground-settings.ts";
import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";
import type { StoredPlayground } from "../../core/chat-completions/stored-playground.ts";
import { SystemPromptId } from "../../core/chat-completions/system-prompts.ts";
import type { PlaygroundState } from "./playground.state.ts";
import { requestNeedsOf } from "./request-needs-of.ts";
import { structuredOutputSetup } from "./structured-output-setup.ts";
import { checkedToolDrafts } from "./tool-drafts.ts";

/** The playground as the last visit left it, or as a newcomer finds it; the models are still to be asked for. */
export function initialPlaygroundState(stored: StoredPlayground | null): PlaygroundState {
  const turns = stored?.turns ?? [];
  const tools = checkedToolDrafts(stored?.tools ?? []);
  const structuredOutput = structuredOutputSetup(stored?.structuredOutput ?? null);
  return {
    setup: {
      catalogue: "loading",
      models: [],
      apiKeys: [],
      modelName: stored?.modelName ?? null,
      settings: stored?.settings ?? PLAYGROUND_DEFAULTS,
      systemPrompt: stored?.systemPrompt ?? SystemPromptId.NONE,
      routingStrategy: stored?.routingStrategy ?? RoutingStrategy.NONE,
      apiKeyId: stored?.apiKeyId ?? null,
      departments: [],
      departmentId: stored?.departmentId ?? null,
      tools,
      removedTool: null,
      structuredOutput,
      attachments: [],
      needs: requestNeedsOf({ tools, structuredOutput, attachments: [] }, turns),
    },
    chat: { turns, streaming: false },
  };
}
