import {
  codeLiteral,
  type LiteralValue,
  PYTHON_LITERALS,
  quoted,
  TYPESCRIPT_LITERALS,
} from "../code-snippets/code-literal.ts";
import { API_KEY_VARIABLE, type CodeSnippets } from "../code-snippets/code-snippets.ts";
import { curlCommand } from "../code-snippets/curl-command.ts";
import { shellQuoted } from "../code-snippets/shell-quoted.ts";
import { type ChatCompletionBody, chatCompletionBody } from "./chat-completion-body.ts";
import { chatCompletionHeaders } from "./chat-completion-headers.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";

/** The keyword arguments the `openai` Python client takes by name; any other body field goes in `extra_body`. */
const OPENAI_CLIENT_ARGUMENTS = new Set([
  "messages",
  "model",
  "temperature",
  "top_p",
  "frequency_penalty",
  "stream",
  "max_tokens",
  "reasoning_effort",
  "max_completion_tokens",
  "store",
]);

/**
 * The request as the playground streams it, in code: the exact body of `chatCompletionBody(request, true)` and
 * the headers of a call made with an API key, sent to `${apiBaseUrl}/chat/completions`. The key is always read
 * from the environment, even when the playground itself calls with one of the person's keys.
 */
export function requestCodeSnippets(request: ChatCompletionRequest, apiBaseUrl: string): CodeSnippets {
  const body = chatCompletionBody(request, true);
  // A snippet always calls with an API key, so it carries the headers of a keyed call, never the key itself.
  const headers = chatCompletionHeaders({ ...request, apiKey: API_KEY_VARIABLE });
  const base = apiBaseUrl.replace(/\/+$/, "");
  return {
    curl: curlSnippet(`${base}/chat/completions`, headers, body),
    python: pythonSnippet(base, headers, body),
    typeScript: typeScriptSnippet(`${base}/chat/completions`, headers, body),
  };
}

function curlSnippet(url: string, headers: Record<string, string>, body: ChatCompletionBody): string {
  return curlCommand(
    [
      `curl ${shellQuoted(url)}`,
      // Double quotes so the shell expands the variable; its name holds nothing else to expand.
      `-H "Authorization: Bearer $${API_KEY_VARIABLE}"`,
      `-H ${shellQuoted("Content-Type: application/json")}`,
      ...Object.entries(headers).map(([name, value]) => `-H ${shellQuoted(`${name}: ${value}`)}`),
      "--no-buffer",
    ],
    body,
  );
}

function pythonSnippet(base: string, headers: Record<string, string>, body: ChatCompletionBody): string {
  const { model, ...rest } = body as unknown as Record<string, LiteralValue>;
  const named = Object.entries(rest).filter(([name]) => OPENAI_CLIENT_ARGUMENTS.has(name));
  const extra = Object.fromEntries(
    Object.entries(rest).filter(([name]) => !OPENAI_CLIENT_ARGUMENTS.has(name)),
  );
  const argument = (name: string, value: LiteralValue) =>
    `    ${name}=${codeLiteral(value, PYTHON_LITERALS, "    ")},\n`;
  const extras = [
    ...(Object.keys(extra).length > 0 ? [argument("extra_body", extra)] : []),
    ...(Object.keys(headers).length > 0 ? [argument("extra_headers", headers)] : []),
  ];
  return [
    "import os\n",
    "from openai import OpenAI\n",
    "client = OpenAI(",
    `    base_url=${quoted(base)},`,
    `    api_key=os.environ[${quoted(API_KEY_VARIABLE)}],`,
    ")\n",
    `stream = client.chat.completions.create(\n${argument("model", model ?? null)}${named
      .map(([name, value]) => argument(name, value))
      .join("")}${extras.join("")})\n`,
    "for chunk in stream:",
    "    if chunk.choices and chunk.choices[0].delta.content:",
    '        print(chunk.choices[0].delta.content, end="", flush=True)',
    "print()\n",
  ].join("\n");
}

function typeScriptSnippet(url: string, headers: Record<string, string>, body: ChatCompletionBody): string {
  const headerLines = Object.entries(headers)
    .map(([name, value]) => `    ${TYPESCRIPT_LITERALS.key(name)}: ${quoted(value)},\n`)
    .join("");
  const bodyLiteral = codeLiteral(body as unknown as LiteralValue, TYPESCRIPT_LITERALS, "  ", "  ");
  return `const response = await fetch(${quoted(url)}, {
  method: "POST",
  headers: {
    Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\`,
    "Content-Type": "application/json",
${headerLines}  },
  body: JSON.stringify(${bodyLiteral}),
});
if (!response.ok || !response.body) {
  throw new Error(\`The gateway answered \${response.status}: \${await response.text()}\`);
}

// The answer streams as server-sent events: "data: {chunk}" lines, then "data: [DONE]".
const decoder = new TextDecoder();
let pending = "";
for await (const bytes of response.body) {
  pending += decoder.decode(bytes, { stream: true });
  const lines = pending.split("\\n");
  pending = lines.pop() ?? "";
  for (const line of lines) {
    if (!line.startsWith("data: ") || line === "data: [DONE]") continue;
    const chunk = JSON.parse(line.slice("data: ".length));
    process.stdout.write(chunk.choices?.[0]?.delta?.content ?? "");
  }
}
process.stdout.write("\\n");
`;
}
