import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_KEY_VARIABLE } from "../code-snippets/code-snippets.ts";
import { chatCompletionBody } from "./chat-completion-body.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
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

/** Runs the TypeScript snippet (it needs no type erasure) with fetch and process standing in. */
async function runTypeScriptSnippet(snippet: string) {
  const calls: { url: string; init: { method: string; headers: Record<string, string>; body: string } }[] =
    [];
  const written: string[] = [];
  const sse = [
    'data: {"choices":[{"delta":{"content":"Hel"}}]}\n',
    'data: {"choices":[{"delta":{"content":"lo"}}]}\n',
    "data: [DONE]\n",
  ];
  const fetch = async (url: string, init: (typeof calls)[number]["init"]) => {
    calls.push({ url, init });
    const encoder = new TextEncoder();
    return {
      ok: true,
      status: 200,
      text: async () => "",
      body: (async function* () {
        for (const line of sse) yield encoder.encode(line);
      })(),
    };
  };
  const process = {
    env: { [API_KEY_VARIABLE]: STAND_IN_KEY },
    stdout: { write: (text: string) => written.push(text) },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  await new AsyncFunction("fetch", "process", snippet)(fetch, process);
  return { calls, written: written.join("") };
}

const python = spawnSync("python3", ["--version"]).status === 0;

/** Runs the Python snippet with a stand-in `openai` package that prints what the client was given. */
function runPythonSnippet(snippet: string): {
  client: Record<string, unknown>;
  create: Record<string, unknown>;
} {
  const packageDir = join(scratch, "python", "openai");
  spawnSync("mkdir", ["-p", packageDir]);
  writeFileSync(
    join(packageDir, "__init__.py"),
    [
      "import json, sys",
      "class _Completions:",
      "    def __init__(self, client): self.client = client",
      "    def create(self, **kwargs):",
      '        json.dump({"client": self.client, "create": kwargs}, sys.stdout)',
      '        sys.stdout.write("\\n")',
      "        return []",
      "class _Chat:",
      "    def __init__(self, client): self.completions = _Completions(client)",
      "class OpenAI:",
      "    def __init__(self, **kwargs): self.chat = _Chat(kwargs)",
      "",
    ].join("\n"),
  );
  const run = spawnSync("python3", ["-"], {
    input: snippet,
    env: { PATH: process.env.PATH, PYTHONPATH: join(scratch, "python"), [API_KEY_VARIABLE]: STAND_IN_KEY },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout.split("\n")[0] ?? "");
}

describe("the view-code snippets", () => {
  const snippets = requestCodeSnippets(request(), BASE);
  const sent = chatCompletionBody(request(), true);

  it("never show the API key the playground calls with, only the environment variable", () => {
    for (const snippet of Object.values(snippets)) {
      expect(snippet).not.toContain(REAL_KEY);
      expect(snippet).toContain(API_KEY_VARIABLE);
    }
    expect(snippets.curl).toContain(`Authorization: Bearer $${API_KEY_VARIABLE}`);
    expect(snippets.python).toContain(`os.environ["${API_KEY_VARIABLE}"]`);
    expect(snippets.typeScript).toContain(`process.env.${API_KEY_VARIABLE}`);
  });

  it("stream, like the playground", () => {
    expect(sent.stream).toBe(true);
    expect(snippets.python).toContain("stream=True");
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

  it("give TypeScript the exact body and headers, and print the streamed answer", async () => {
    const { calls, written } = await runTypeScriptSnippet(snippets.typeScript);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe(ENDPOINT);
    expect(call?.init.method).toBe("POST");
    expect(call?.init.headers).toEqual({
      Authorization: `Bearer ${STAND_IN_KEY}`,
      "Content-Type": "application/json",
      sessionId: "session-'42'",
      ensure_success: "false",
    });
    expect(JSON.parse(call?.init.body ?? "")).toEqual(sent);
    expect(written).toBe("Hello\n");
  });

  it.runIf(python)("give the Python client the exact body, the gateway's base URL and the headers", () => {
    const { client, create } = runPythonSnippet(snippets.python);
    expect(client).toEqual({ base_url: BASE, api_key: STAND_IN_KEY });
    const { extra_body, extra_headers, ...named } = create as Record<string, Record<string, unknown>>;
    expect({ ...named, ...extra_body }).toEqual(sent);
    expect(extra_body).toEqual({ routing_strategy: "Energy Cost" });
    expect(extra_headers).toEqual({ sessionId: "session-'42'", ensure_success: "false" });
  });

  it("write Python string literals as JSON's, which Python reads the same way", () => {
    const literal = JSON.stringify(AWKWARD);
    expect(snippets.python).toContain(`{"role": "user", "content": ${literal}}`);
    // Only escapes Python and JSON share: no \/ and no raw control character.
    expect(literal).not.toContain("\\/");
    expect([...literal].filter((character) => character < " ")).toEqual([]);
  });

  it("give a reasoning model its own fields and leave routing and optional headers out when unused", () => {
    const reasoning = request({
      model: { systemName: "o3-mini", hasReasoning: true },
      routingStrategy: RoutingStrategy.NONE,
      sessionId: null,
      ensureSuccess: true,
    });
    const { curl, python, typeScript } = requestCodeSnippets(reasoning, `${BASE}/`);
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
      body: chatCompletionBody(reasoning, true),
    });
    expect(python).toContain('reasoning_effort="medium"');
    expect(python).toContain("store=False");
    expect(python).not.toContain("extra_body");
    expect(python).not.toContain("extra_headers");
    expect(typeScript).toContain("max_completion_tokens: 1000");
  });

  it("carry the conversation's sessionId only when there is one, as a keyed call does", () => {
    const { curl } = requestCodeSnippets(request({ apiKey: null }), BASE);
    expect(runCurlSnippet(curl).args).toContain("sessionId: session-'42'");
  });

  it("ask as the chosen department in every language, its header beside the others", async () => {
    const asDepartment = request({ departmentId: "dep-research" });
    const { curl, python, typeScript } = requestCodeSnippets(asDepartment, BASE);
    expect(runCurlSnippet(curl).args).toContain("x-department-id: dep-research");
    const [call] = (await runTypeScriptSnippet(typeScript)).calls;
    expect(call?.init.headers).toMatchObject({ "x-department-id": "dep-research" });
    expect(python).toContain('"x-department-id": "dep-research"');
  });
});
