import { codeLiteral, type LiteralValue, PYTHON_LITERALS, quoted } from "../code-snippets/code-literal.ts";
import { API_KEY_VARIABLE, type RequestCodeSnippets } from "../code-snippets/code-snippets.ts";
import { curlCommand } from "../code-snippets/curl-command.ts";
import { shellQuoted } from "../code-snippets/shell-quoted.ts";
import { anthropicSnippet } from "./anthropic-request-snippet.ts";
import { type ChatCompletionBody, chatCompletionBody } from "./chat-completion-body.ts";
import { chatCompletionHeaders } from "./chat-completion-headers.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import { typeScriptCall } from "./typescript-call.ts";

/**
 * The body's fields that OpenAI's SDKs name (Python's keyword arguments, TypeScript's `ChatCompletionCreateParams`),
 * besides the model, which goes first; any other body field is this gateway's own, sent in `extra_body` or spread in.
 */
const OPENAI_CHAT_PARAMETERS: ReadonlySet<string> = new Set<keyof ChatCompletionBody>([
  "messages",
  "temperature",
  "top_p",
  "frequency_penalty",
  "stream",
  "max_tokens",
  "max_completion_tokens",
  "reasoning_effort",
  "store",
  "tools",
  "response_format",
]);

/**
 * The request as the playground streams it, in code: the exact body of `chatCompletionBody(request, true)` and
 * the headers of a call made with an API key, sent to `${apiBaseUrl}/chat/completions` (through OpenAI's SDKs in
 * Python and TypeScript), and the same request through Anthropic's SDK where it applies. The key is always read
 * from the environment, even when the playground itself calls with one of the person's keys.
 */
export function requestCodeSnippets(request: ChatCompletionRequest, apiBaseUrl: string): RequestCodeSnippets {
  const body = chatCompletionBody(request, true);
  // A snippet always calls with an API key, so it carries the headers of a keyed call, never the key itself.
  const headers = chatCompletionHeaders({ ...request, apiKey: API_KEY_VARIABLE });
  const base = apiBaseUrl.replace(/\/+$/, "");
  return {
    curl: curlSnippet(`${base}/chat/completions`, headers, body),
    python: pythonSnippet(base, headers, body),
    typeScript: typeScriptSnippet(base, headers, body),
    anthropic: anthropicSnippet(base, headers, body),
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

/** The body's fields the SDK names, model first, and the gateway's own fields. */
function splitBody(body: ChatCompletionBody) {
  const { model, ...rest } = body as unknown as Record<string, LiteralValue>;
  const entries = Object.entries(rest);
  return {
    named: [["model", model ?? null], ...entries.filter(([name]) => OPENAI_CHAT_PARAMETERS.has(name))] as [
      string,
      LiteralValue,
    ][],
    extra: Object.fromEntries(entries.filter(([name]) => !OPENAI_CHAT_PARAMETERS.has(name))),
  };
}

function pythonSnippet(base: string, headers: Record<string, string>, body: ChatCompletionBody): string {
  const { named, extra } = splitBody(body);
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
    `stream = client.chat.completions.create(\n${named
      .map(([name, value]) => argument(name, value))
      .join("")}${extras.join("")})\n`,
    ...(body.tools ? PYTHON_PRINTS_TOOL_CALLS : PYTHON_PRINTS_TEXT),
  ].join("\n");
}

const PYTHON_PRINTS_TEXT = [
  "for chunk in stream:",
  "    if chunk.choices and chunk.choices[0].delta.content:",
  '        print(chunk.choices[0].delta.content, end="", flush=True)',
  "print()\n",
];

const PYTHON_PRINTS_TOOL_CALLS = [
  "# The functions the model asks to call arrive in pieces, by their index.",
  "tool_calls = {}",
  "for chunk in stream:",
  "    if not chunk.choices:",
  "        continue",
  "    delta = chunk.choices[0].delta",
  "    if delta.content:",
  '        print(delta.content, end="", flush=True)',
  "    for call in delta.tool_calls or []:",
  '        called = tool_calls.setdefault(call.index, {"name": "", "arguments": ""})',
  "        if call.function:",
  '            called["name"] += call.function.name or ""',
  '            called["arguments"] += call.function.arguments or ""',
  "print()",
  "for called in tool_calls.values():",
  `    print(f"{called['name']}({called['arguments']})")\n`,
];

function typeScriptSnippet(base: string, headers: Record<string, string>, body: ChatCompletionBody): string {
  const { named, extra } = splitBody(body);
  return `import OpenAI from "openai";

${typeScriptCall({
  client: "OpenAI",
  options: { baseURL: base },
  headers,
  call: "await client.chat.completions.create",
  named,
  passedOn: extra,
  passedOnComment:
    "This gateway's own fields: the SDK's types do not name them, so they are spread in as they are.",
})}
${body.tools ? TYPESCRIPT_PRINTS_TOOL_CALLS : TYPESCRIPT_PRINTS_TEXT}`;
}

const TYPESCRIPT_PRINTS_TEXT = `for await (const chunk of stream) {
  process.stdout.write(chunk.choices[0]?.delta?.content ?? "");
}
process.stdout.write("\\n");
`;

const TYPESCRIPT_PRINTS_TOOL_CALLS = `// The functions the model asks to call arrive in pieces, by their index.
const toolCalls: { name: string; arguments: string }[] = [];
for await (const chunk of stream) {
  const delta = chunk.choices[0]?.delta;
  process.stdout.write(delta?.content ?? "");
  for (const call of delta?.tool_calls ?? []) {
    const called = (toolCalls[call.index] ??= { name: "", arguments: "" });
    called.name += call.function?.name ?? "";
    called.arguments += call.function?.arguments ?? "";
  }
}
process.stdout.write("\\n");
for (const call of toolCalls) console.log(\`\${call.name}(\${call.arguments})\`);
`;
