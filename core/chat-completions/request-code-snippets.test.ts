import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript6";
import { afterAll, describe, expect, it } from "vitest";
import { chatBodyOfMessages } from "../anthropic-messages/chat-body-of-messages.ts";
import { API_KEY_VARIABLE, REQUEST_SNIPPET_LANGUAGES } from "../code-snippets/code-snippets.ts";
import { chatCompletionBody } from "./chat-completion-body.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { FunctionTool } from "./function-tool.ts";
import { PLAYGROUND_DEFAULTS } from "./playground-settings.ts";
import { requestCodeSnippets } from "./request-code-snippets.ts";
import { RoutingStrategy } from "./routing-strategy.ts";

const BASE = "http://127.0.0.1:8787/v1/api";
const ENDPOINT = `${BASE}/chat/completions`;
const REAL_KEY = "mk_live_0123456789abcdef";
const STAND_IN_KEY = "sk-from-the-environment";
/** Everything a shell, Python or TypeScript could trip over in a prompt. */
const AWKWARD =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a prompt that looks like a template, on purpose
  "Say \"hi\" to $HOME and `whoami`, $(date) ${PATH}\nsecond line \\ with \\n kept\tand 'single' quotes\n" +
  "JSON\nnon-ASCII: é ü 😀, line separator \u2028 and a NUL \u0000 in the middle";
const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

const WEATHER_TOOL: FunctionTool = {
  type: "function",
  function: {
    name: "get_weather",
    description: "The current weather at a place.",
    parameters: {
      type: "object",
      properties: { location: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["location"],
      additionalProperties: false,
    },
  },
};

function request(overrides: Partial<ChatCompletionRequest> = {}): ChatCompletionRequest {
  return {
    model: { systemName: "gpt-4o-mini", hasReasoning: false },
    messages: [{ role: "user", content: AWKWARD }],
    systemPrompt: "You answer in 'one' line; use \"quotes\" and \\ freely.",
    settings: PLAYGROUND_DEFAULTS,
    apiKey: REAL_KEY,
    sessionId: "session-'42'",
    routingStrategy: RoutingStrategy.ENERGY_COST,
    ...overrides,
  };
}

/** A photo asked about, a tool called and answered, and a question after the answer. */
const WITH_TOOLS_AND_IMAGES = request({
  messages: [
    {
      role: "user",
      content: "Where is this, and how warm is it?",
      images: [`data:image/png;base64,${PNG_BASE64}`],
    },
    {
      role: "assistant",
      content: null,
      toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"location":"Lyon"}' }],
    },
    { role: "tool", content: "21 C and sunny", toolCallId: "call_1" },
    { role: "user", content: AWKWARD },
  ],
  tools: [WEATHER_TOOL],
});

const WITH_RESPONSE_SCHEMA = request({
  responseFormat: {
    name: "report",
    schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
    strict: true,
  },
});

const REASONING = request({
  model: { systemName: "o3-mini", hasReasoning: true },
  routingStrategy: RoutingStrategy.NONE,
  sessionId: null,
  ensureSuccess: true,
});

const scratch = mkdtempSync(join(tmpdir(), "request-code-snippets-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the curl snippet in bash with `curl` standing in as a function that records its arguments and stdin. */
function runCurlSnippet(snippet: string): { args: string[]; body: unknown } {
  const argsFile = join(scratch, "curl-args");
  const bodyFile = join(scratch, "curl-body");
  const standIn = `curl() { printf '%s\\0' "$@" > ${argsFile}; cat > ${bodyFile}; }\n`;
  const run = spawnSync("bash", ["-c", standIn + snippet], {
    env: { PATH: process.env.PATH, HOME: "/home/nobody", [API_KEY_VARIABLE]: STAND_IN_KEY },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const args = readFileSync(argsFile, "utf8").split("\0").slice(0, -1);
  return { args, body: JSON.parse(readFileSync(bodyFile, "utf8")) };
}

async function* streamOf<T>(items: readonly T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

interface SnippetRun {
  /** What the SDK's client was made with. */
  readonly client: Record<string, unknown>;
  /** What the streamed call was given. */
  readonly body: Record<string, unknown>;
  readonly written: string;
}

/**
 * Runs a TypeScript snippet, its types erased, with a stand-in for the SDK it imports (given what the client's
 * call returns), `process` and `console`.
 */
async function runTypeScriptSnippet(
  snippet: string,
  sdk: { readonly module: string; readonly className: string; readonly call: string[] },
  answer: (body: Record<string, unknown>) => unknown,
): Promise<SnippetRun> {
  const importLine = `import ${sdk.className} from ${JSON.stringify(sdk.module)};\n`;
  expect(snippet.startsWith(importLine)).toBe(true);
  const script = ts.transpileModule(snippet.slice(importLine.length), {
    compilerOptions: { target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.ESNext },
  }).outputText;
  const seen: { client: Record<string, unknown>; body: Record<string, unknown> } = { client: {}, body: {} };
  const written: string[] = [];
  const Client = function (this: Record<string, unknown>, options: Record<string, unknown>) {
    seen.client = options;
    const [resource = "", ...rest] = sdk.call;
    const method = (body: Record<string, unknown>) => {
      seen.body = body;
      return answer(body);
    };
    this[resource] = rest.reduceRight<unknown>((inner, name) => ({ [name]: inner }), method);
  };
  const standInProcess = {
    env: { [API_KEY_VARIABLE]: STAND_IN_KEY },
    stdout: { write: (text: string) => written.push(text) },
  };
  const standInConsole = { log: (text: string) => written.push(`${text}\n`) };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  await new AsyncFunction(sdk.className, "process", "console", script)(
    Client,
    standInProcess,
    standInConsole,
  );
  return { ...seen, written: written.join("") };
}

const OPENAI_SDK = { module: "openai", className: "OpenAI", call: ["chat", "completions", "create"] };
const ANTHROPIC_SDK = { module: "@anthropic-ai/sdk", className: "Anthropic", call: ["messages", "stream"] };

const TEXT_CHUNKS = [
  { choices: [{ delta: { content: "Hel", tool_calls: null } }] },
  { choices: [{ delta: { content: "lo", tool_calls: null } }] },
  { choices: [] },
];
/** The model answering with a call of get_weather, its arguments in two pieces. */
const TOOL_CALL_CHUNKS = [
  {
    choices: [
      {
        delta: {
          content: null,
          tool_calls: [{ index: 0, id: "call_9", function: { name: "get_weather", arguments: "" } }],
        },
      },
    ],
  },
  {
    choices: [
      {
        delta: {
          content: null,
          tool_calls: [{ index: 0, id: null, function: { name: null, arguments: '{"location":' } }],
        },
      },
    ],
  },
  {
    choices: [
      {
        delta: {
          content: null,
          tool_calls: [{ index: 0, id: null, function: { name: null, arguments: '"Paris"}' } }],
        },
      },
    ],
  },
];

function runOpenAiTypeScript(snippet: string, chunks: readonly unknown[] = TEXT_CHUNKS) {
  return runTypeScriptSnippet(snippet, OPENAI_SDK, async () => streamOf(chunks));
}

/** Anthropic's stream: its events, and the message they make up. */
function runAnthropicTypeScript(snippet: string | null) {
  if (snippet === null) throw new Error("no Anthropic snippet");
  const events = [
    { type: "message_start" },
    { type: "content_block_start", index: 0 },
    { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "Hel" } },
    { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: "lo" } },
    { type: "content_block_delta", index: 1, delta: { type: "input_json_delta", partial_json: "{}" } },
    { type: "message_stop" },
  ];
  const message = {
    content: [
      { type: "text", text: "Hello" },
      { type: "tool_use", id: "toolu_1", name: "get_weather", input: { location: "Paris" } },
    ],
  };
  return runTypeScriptSnippet(snippet, ANTHROPIC_SDK, () => ({
    [Symbol.asyncIterator]: () => streamOf(events),
    finalMessage: async () => message,
  }));
}

const python = spawnSync("python3", ["--version"]).status === 0;

/**
 * Runs the Python snippet with a stand-in `openai` package that prints what the client was given on its first
 * line and streams the chunks given, as objects with the SDK's attribute names.
 */
function runPythonSnippet(
  snippet: string,
  chunks: readonly unknown[] = [],
): { client: Record<string, unknown>; create: Record<string, unknown>; printed: string } {
  const packageDir = join(scratch, "python", "openai");
  spawnSync("mkdir", ["-p", packageDir]);
  writeFileSync(
    join(packageDir, "__init__.py"),
    [
      "import json, os, sys, types",
      "class _Completions:",
      "    def __init__(self, client): self.client = client",
      "    def create(self, **kwargs):",
      '        json.dump({"client": self.client, "create": kwargs}, sys.stdout)',
      '        sys.stdout.write("\\n")',
      '        return json.loads(os.environ["CHUNKS"], object_hook=lambda fields: types.SimpleNamespace(**fields))',
      "class _Chat:",
      "    def __init__(self, client): self.completions = _Completions(client)",
      "class OpenAI:",
      "    def __init__(self, **kwargs): self.chat = _Chat(kwargs)",
      "",
    ].join("\n"),
  );
  const run = spawnSync("python3", ["-"], {
    input: snippet,
    env: {
      PATH: process.env.PATH,
      PYTHONPATH: join(scratch, "python"),
      [API_KEY_VARIABLE]: STAND_IN_KEY,
      CHUNKS: JSON.stringify(chunks),
    },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const [called = "", ...printed] = run.stdout.split("\n");
  return { ...JSON.parse(called), printed: printed.join("\n") };
}

const SNIPPET_DIRECTORY = dirname(fileURLToPath(import.meta.url));

/**
 * The type errors of each TypeScript snippet, checked strictly against the SDKs installed here (`openai`,
 * `@anthropic-ai/sdk`) as modules of this folder, so they resolve as a person's project would.
 */
function typeErrorsOf(snippets: readonly string[]): string[][] {
  const files = new Map(
    snippets.map((source, index) => [join(SNIPPET_DIRECTORY, `snippet-${index}.ts`), source]),
  );
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    lib: ["lib.es2023.d.ts"],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    types: ["node"],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const source = files.get(name);
    return source === undefined
      ? readFile(name, language, ...rest)
      : ts.createSourceFile(name, source, language);
  };
  host.fileExists = (name) => files.has(name) || fileExists(name);
  const program = ts.createProgram([...files.keys()], options, host);
  return [...files.keys()].map((name) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(name))
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")),
  );
}

describe("the view-code snippets", () => {
  const snippets = requestCodeSnippets(request(), BASE);
  const sent = chatCompletionBody(request(), true);

  it("are offered in curl, Python, TypeScript and Anthropic's SDK, in that order", () => {
    expect(REQUEST_SNIPPET_LANGUAGES).toEqual(["curl", "python", "typeScript", "anthropic"]);
    expect(Object.keys(snippets).sort()).toEqual([...REQUEST_SNIPPET_LANGUAGES].sort());
  });

  it("never show the API key the playground calls with, only the environment variable", () => {
    for (const snippet of Object.values(snippets)) {
      expect(snippet).not.toContain(REAL_KEY);
      expect(snippet).toContain(API_KEY_VARIABLE);
    }
    expect(snippets.curl).toContain(`Authorization: Bearer $${API_KEY_VARIABLE}`);
    expect(snippets.python).toContain(`os.environ["${API_KEY_VARIABLE}"]`);
    expect(snippets.typeScript).toContain(`apiKey: process.env.${API_KEY_VARIABLE}`);
    expect(snippets.anthropic).toContain(`apiKey: process.env.${API_KEY_VARIABLE}`);
  });

  it("stream, like the playground", () => {
    expect(sent.stream).toBe(true);
    expect(snippets.python).toContain("stream=True");
    expect(snippets.typeScript).toContain("stream: true");
    expect(snippets.anthropic).toContain("client.messages.stream(");
  });

  it("give curl the exact body, a prompt full of quotes, $, backticks and backslashes included", () => {
    const { args, body } = runCurlSnippet(snippets.curl);
    expect(body).toEqual(sent);
    expect(args[0]).toBe(ENDPOINT);
    expect(args).toContain(`Authorization: Bearer ${STAND_IN_KEY}`);
    expect(args).toContain("Content-Type: application/json");
    expect(args).toContain("sessionId: session-'42'");
    expect(args).toContain("ensure_success: false");
    expect(args.slice(-2)).toEqual(["--data-binary", "@-"]);
  });

  it("give OpenAI's TypeScript SDK the gateway's base URL, its headers and the exact body, and print the answer", async () => {
    const { client, body, written } = await runOpenAiTypeScript(snippets.typeScript);
    expect(client).toEqual({
      baseURL: BASE,
      apiKey: STAND_IN_KEY,
      defaultHeaders: { sessionId: "session-'42'", ensure_success: "false" },
    });
    expect(body).toEqual(sent);
    expect(written).toBe("Hello\n");
  });

  it("spread the gateway's own fields into the TypeScript call, which the SDK's types do not name", () => {
    expect(snippets.typeScript).toContain('const gatewayFields = { routing_strategy: "Energy Cost" };');
    expect(snippets.typeScript).toContain("  ...gatewayFields,\n});");
  });

  it.runIf(python)("give the Python client the exact body, the gateway's base URL and the headers", () => {
    const { client, create, printed } = runPythonSnippet(snippets.python, TEXT_CHUNKS);
    expect(client).toEqual({ base_url: BASE, api_key: STAND_IN_KEY });
    const { extra_body, extra_headers, ...named } = create as Record<string, Record<string, unknown>>;
    expect({ ...named, ...extra_body }).toEqual(sent);
    expect(extra_body).toEqual({ routing_strategy: "Energy Cost" });
    expect(extra_headers).toEqual({ sessionId: "session-'42'", ensure_success: "false" });
    expect(printed).toBe("Hello\n");
  });

  it("write Python string literals as JSON's, which Python reads the same way", () => {
    const literal = JSON.stringify(AWKWARD);
    expect(snippets.python).toContain(`{"role": "user", "content": ${literal}}`);
    // Only escapes Python and JSON share: no \/ and no raw control character.
    expect(literal).not.toContain("\\/");
    expect([...literal].filter((character) => character < " ")).toEqual([]);
  });

  it("give a reasoning model its own fields and leave routing and optional headers out when unused", async () => {
    const { curl, python, typeScript } = requestCodeSnippets(REASONING, `${BASE}/`);
    expect(runCurlSnippet(curl)).toEqual({
      args: [
        ENDPOINT,
        "-H",
        `Authorization: Bearer ${STAND_IN_KEY}`,
        "-H",
        "Content-Type: application/json",
        "--no-buffer",
        "--data-binary",
        "@-",
      ],
      body: chatCompletionBody(REASONING, true),
    });
    expect(python).toContain('reasoning_effort="medium"');
    expect(python).toContain("store=False");
    expect(python).not.toContain("extra_body");
    expect(python).not.toContain("extra_headers");
    expect(typeScript).toContain("max_completion_tokens: 1000");
    expect(typeScript).not.toContain("gatewayFields");
    expect(typeScript).not.toContain("defaultHeaders");
    const { client, body } = await runOpenAiTypeScript(typeScript);
    expect(client).toEqual({ baseURL: BASE, apiKey: STAND_IN_KEY });
    expect(body).toEqual(chatCompletionBody(REASONING, true));
  });

  it("call the same address whatever slashes end the API base", () => {
    expect(requestCodeSnippets(request(), `${BASE}//`)).toEqual(snippets);
  });

  it("carry the conversation's sessionId only when there is one, as a keyed call does", () => {
    const { curl } = requestCodeSnippets(request({ apiKey: null }), BASE);
    expect(runCurlSnippet(curl).args).toContain("sessionId: session-'42'");
  });

  it("ask as the chosen department in every language, its header beside the others", async () => {
    const asDepartment = request({ departmentId: "dep-research" });
    const { curl, python, typeScript, anthropic } = requestCodeSnippets(asDepartment, BASE);
    expect(runCurlSnippet(curl).args).toContain("x-department-id: dep-research");
    expect((await runOpenAiTypeScript(typeScript)).client.defaultHeaders).toMatchObject({
      "x-department-id": "dep-research",
    });
    expect((await runAnthropicTypeScript(anthropic)).client.defaultHeaders).toMatchObject({
      "x-department-id": "dep-research",
    });
    expect(python).toContain('"x-department-id": "dep-research"');
  });
});

describe("the view-code snippets of a request with tools, images and structured output", () => {
  const withTools = requestCodeSnippets(WITH_TOOLS_AND_IMAGES, BASE);
  const sentWithTools = chatCompletionBody(WITH_TOOLS_AND_IMAGES, true);
  const withSchema = requestCodeSnippets(WITH_RESPONSE_SCHEMA, BASE);
  const sentWithSchema = chatCompletionBody(WITH_RESPONSE_SCHEMA, true);

  it("send the tools, the image parts, the tool calls and results, and the response format in the body", () => {
    expect(sentWithTools.tools).toEqual([WEATHER_TOOL]);
    expect(runCurlSnippet(withTools.curl).body).toEqual(sentWithTools);
    expect(runCurlSnippet(withSchema.curl).body).toEqual(sentWithSchema);
  });

  it.runIf(python)(
    "give the Python client tools and response_format as its own arguments, not extra_body",
    () => {
      const tools = runPythonSnippet(withTools.python).create;
      expect(tools.tools).toEqual(sentWithTools.tools);
      expect(tools.messages).toEqual(sentWithTools.messages);
      expect(tools.extra_body).toEqual({ routing_strategy: "Energy Cost" });
      const schema = runPythonSnippet(withSchema.python).create;
      expect(schema.response_format).toEqual(sentWithSchema.response_format);
      expect(schema.extra_body).toEqual({ routing_strategy: "Energy Cost" });
    },
  );

  it("write tools and response_format as keyword arguments of the Python client", () => {
    expect(withTools.python).toMatch(/^ {4}tools=\[/m);
    expect(withSchema.python).toMatch(/^ {4}response_format=\{/m);
  });

  it.runIf(python)("print in Python the functions the model calls, their arguments put together", () => {
    expect(runPythonSnippet(withTools.python, TOOL_CALL_CHUNKS).printed).toBe(
      '\nget_weather({"location":"Paris"})\n',
    );
  });

  it("say in a comment how the functions the model calls arrive, and why the gateway's fields are spread in", () => {
    const arrive = "The functions the model asks to call arrive in pieces, by their index.";
    expect(withTools.python).toContain(`# ${arrive}`);
    expect(withTools.typeScript).toContain(`// ${arrive}`);
    expect(withTools.typeScript).toContain(
      "// This gateway's own fields: the SDK's types do not name them, so they are spread in as they are.\n",
    );
    expect(withTools.anthropic).toContain(
      "// Settings the SDK's types do not name, which this gateway reads or passes on to the model.\n",
    );
    expect(withTools.anthropic).toContain(
      "// The SDK sends to `$" +
        "{baseURL}/v1/messages`, where this gateway serves Anthropic's Messages API.",
    );
  });

  it("give OpenAI's TypeScript SDK the same body, and print the functions the model calls", async () => {
    const { body, written } = await runOpenAiTypeScript(withTools.typeScript, TOOL_CALL_CHUNKS);
    expect(body).toEqual(sentWithTools);
    expect(written).toBe('\nget_weather({"location":"Paris"})\n');
    expect((await runOpenAiTypeScript(withSchema.typeScript)).body).toEqual(sentWithSchema);
  });
});

describe("the Anthropic SDK snippet", () => {
  const { anthropic } = requestCodeSnippets(WITH_TOOLS_AND_IMAGES, BASE);
  const sent = chatCompletionBody(WITH_TOOLS_AND_IMAGES, true);

  it("points the SDK where the gateway serves the Messages API, from the same API base", async () => {
    const { client } = await runAnthropicTypeScript(anthropic);
    expect(client).toEqual({
      baseURL: `${BASE}/anthropic`,
      apiKey: STAND_IN_KEY,
      defaultHeaders: { sessionId: "session-'42'", ensure_success: "false" },
    });
    // The SDK appends /v1/messages: the gateway's POST /anthropic/v1/messages below its API prefix.
    expect(`${client.baseURL}/v1/messages`).toBe("http://127.0.0.1:8787/v1/api/anthropic/v1/messages");
    expect(requestCodeSnippets(WITH_TOOLS_AND_IMAGES, `${BASE}/`).anthropic).toBe(anthropic);
  });

  it("asks for what the chat request asks: the gateway reads it back into the very same chat body", async () => {
    const { body } = await runAnthropicTypeScript(anthropic);
    const { max_tokens, ...asked } = sent;
    // The SDK's stream() adds stream: true to what it is given.
    expect(chatBodyOfMessages({ ...body, stream: true })).toEqual({
      ...asked,
      max_completion_tokens: max_tokens,
    });
  });

  it("sends the system prompt as system, the image as base64, the tool use and result as Anthropic's blocks", async () => {
    const { body } = await runAnthropicTypeScript(anthropic);
    expect(body).toMatchObject({
      model: "gpt-4o-mini",
      max_tokens: 1024,
      system: request().systemPrompt,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Where is this, and how warm is it?" },
            { type: "image", source: { type: "base64", media_type: "image/png", data: PNG_BASE64 } },
          ],
        },
        {
          role: "assistant",
          content: [{ type: "tool_use", id: "call_1", name: "get_weather", input: { location: "Lyon" } }],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "call_1", content: "21 C and sunny" },
            { type: "text", text: AWKWARD },
          ],
        },
      ],
      tools: [
        {
          name: "get_weather",
          description: "The current weather at a place.",
          input_schema: WEATHER_TOOL.function.parameters,
        },
      ],
      temperature: 0.7,
      top_p: 0.9,
    });
  });

  it("prints the streamed text, then the tools the model asked for", async () => {
    expect((await runAnthropicTypeScript(anthropic)).written).toBe(
      'Hello\nget_weather({"location":"Paris"})\n',
    );
  });

  it("prints the streamed text alone when no tools are offered", async () => {
    const { anthropic: withoutTools } = requestCodeSnippets(request(), BASE);
    expect((await runAnthropicTypeScript(withoutTools)).written).toBe("Hello\n");
    expect(withoutTools).not.toContain("finalMessage");
  });

  it("gives a reasoning model its effort and max_tokens from its completion tokens", async () => {
    const { body } = await runAnthropicTypeScript(requestCodeSnippets(REASONING, BASE).anthropic);
    expect(body).toMatchObject({ max_tokens: 1000, output_config: { effort: "medium" }, store: false });
  });

  it("does not apply to structured output, nor to a temperature above Anthropic's range", () => {
    expect(requestCodeSnippets(WITH_RESPONSE_SCHEMA, BASE).anthropic).toBeNull();
    const hot = request({ settings: { ...PLAYGROUND_DEFAULTS, temperature: 1.5 } });
    expect(requestCodeSnippets(hot, BASE).anthropic).toBeNull();
  });
});

describe("every TypeScript snippet", () => {
  it("type-checks strictly against the official SDKs installed here", { timeout: 60_000 }, () => {
    const requests = [request(), WITH_TOOLS_AND_IMAGES, WITH_RESPONSE_SCHEMA, REASONING];
    const snippets = requests.flatMap((each) => {
      const { typeScript, anthropic } = requestCodeSnippets(each, BASE);
      return anthropic === null ? [typeScript] : [typeScript, anthropic];
    });
    expect(snippets).toHaveLength(7);
    expect(typeErrorsOf(snippets)).toEqual(snippets.map(() => []));
  });

  it("is held to the SDKs' types: a misspelt field is an error", { timeout: 60_000 }, () => {
    const { typeScript } = requestCodeSnippets(request(), BASE);
    const { anthropic } = requestCodeSnippets(request(), BASE);
    const [openAiErrors, anthropicErrors] = typeErrorsOf([
      typeScript.replace("top_p:", "top_pp:"),
      (anthropic ?? "").replace("max_tokens:", "max_tokenz:"),
    ]);
    expect(openAiErrors?.join("\n")).toMatch(/top_pp/);
    expect(anthropicErrors?.join("\n")).toMatch(/max_tokens/);
  });
});
