import type { RequestNeeds } from "../../core/available-models/model-capability.ts";
import {
  conversationHasImages,
  type PlaygroundTurn,
} from "../../core/chat-completions/playground-conversation.ts";
import type { PlaygroundSetup } from "./playground.state.ts";

/**
 * What the next request asks of its model: tools when it offers some that are all valid, vision when it carries an
 * image (attached now, or earlier in the conversation), structured output when the switch is on.
 */
export function requestNeedsOf(
  setup: Pick<PlaygroundSetup, "tools" | "structuredOutput" | "attachments">,
  turns: readonly PlaygroundTurn[],
): RequestNeeds {
  return {
    tools: setup.tools.length > 0 && setup.tools.every((draft) => draft.tool !== null),
    images: setup.attachments.length > 0 || conversationHasImages(turns),
    structuredOutput: setup.structuredOutput.enabled,
  };
}

export function sameNeeds(one: RequestNeeds, other: RequestNeeds): boolean {
  return (
    one.tools === other.tools &&
    one.images === other.images &&
    one.structuredOutput === other.structuredOutput
  );
}
