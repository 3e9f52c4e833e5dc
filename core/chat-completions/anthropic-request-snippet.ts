import { ANTHROPIC_BASE_PATH } from "../anthropic-messages/anthropic-base-path.ts";
import { messagesRequestOfChat } from "../anthropic-messages/messages-request-of-chat.ts";
import type { LiteralValue } from "../code-snippets/code-literal.ts";
import type { ChatCompletionBody } from "./chat-completion-body.ts";
import { typeScriptCall } from "./typescript-call.ts";

/**
 * The chat request through Anthropic's TypeScript SDK, streamed from this gateway's Messages API with the same
 * headers; null when the Messages API cannot ask for the same (messagesRequestOfChat).
 */
export function anthropicSnippet(
  base: string,
  headers: Record<string, string>,
  body: ChatCompletionBody,
): string | null {
  const request = messagesRequestOfChat(body);
  if (request === null) return null;
  return `import Anthropic from "@anthropic-ai/sdk";

// The SDK sends to \`\${baseURL}/v1/messages\`, where this gateway serves Anthropic's Messages API.
${typeScriptCall({
  client: "Anthropic",
  options: { baseURL: `${base}${ANTHROPIC_BASE_PATH}` },
  headers,
  call: "client.messages.stream",
  named: Object.entries(request.params as unknown as Record<string, LiteralValue>),
  passedOn: request.passedOn as Record<string, LiteralValue>,
  passedOnComment:
    "Settings the SDK's types do not name, which this gateway reads or passes on to the model.",
})}
for await (const event of stream) {
  if (event.type === "content_block_delta" && event.delta.type === "text_delta") {
    process.stdout.write(event.delta.text);
  }
}
process.stdout.write("\\n");
${request.params.tools ? PRINTS_TOOL_USES : ""}`;
}

const PRINTS_TOOL_USES = `for (const block of (await stream.finalMessage()).content) {
  if (block.type === "tool_use") console.log(\`\${block.name}(\${JSON.stringify(block.input)})\`);
}
`;
