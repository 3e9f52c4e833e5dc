import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { API_KEY_VARIABLE } from "../code-snippets/code-snippets.ts";
import { SAMPLE_API_DOCUMENT } from "./api-document.fixture.test-helper.ts";
import { type ApiOperation, apiOperations } from "./api-operation.ts";
import { credentialFor, ID_TOKEN_VARIABLE, operationCodeSnippets } from "./operation-code-snippets.ts";

const BASE = "http://127.0.0.1:8787/v1/api";
const CHOSEN_KEY = "mk-0123456789abcdef'$(whoami)";
const FROM_ENVIRONMENT = "sk-from-the-environment";
const operations = apiOperations(SAMPLE_API_DOCUMENT);
const operation = (id: string) => operations.find((each) => each.id === id) as ApiOperation;
const chat = operation("createChatCompletion");
const chatBody = chat.requestBody?.example;

const scratch = mkdtempSync(join(tmpdir(), "operation-code-snippets-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const environment = { [API_KEY_VARIABLE]: FROM_ENVIRONMENT, [ID_TOKEN_VARIABLE]: "id-token" };

/** Runs a curl snippet in bash with `curl` standing in as a function that records its arguments and stdin. */
function runCurl(snippet: string): { args: string[]; stdin: string } {
  const argsFile = join(scratch, "curl-args");
  const stdinFile = join(scratch, "curl-stdin");
  const standIn = `curl() { printf '%s\\0' "$@" > ${argsFile}; cat > ${stdinFile}; }\n`;
  const run = spawnSync("bash", ["-c", standIn + snippet], {
    env: { PATH: process.env.PATH, HOME: "/home/nobody", ...environment },
    encoding: "utf8",
    input: "",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return {
    args: readFileSync(argsFile, "utf8").split("\0").slice(0, -1),
    stdin: readFileSync(stdinFile, "utf8"),
  };
}

/** Runs a TypeScript snippet (it needs no type erasure) with fetch, process and console standing in. */
async function runTypeScript(snippet: string) {
  const calls: { url: string; init: { method: string; headers?: Record<string, string>; body?: string } }[] =
    [];
  const printed: unknown[] = [];
  const fetch = async (url: string, init: (typeof calls)[number]["init"]) => {
    calls.push({ url, init });
    return { ok: true, status: 200, text: async () => '{"id":"c-1"}' };
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  await new AsyncFunction("fetch", "process", "console", snippet)(
    fetch,
    { env: environment },
    { log: (text: unknown) => printed.push(text) },
  );
  return { calls, printed };
}

const python = spawnSync("python3", ["--version"]).status === 0;

/** Runs a Python snippet with a stand-in `requests` package that prints the call it was asked to make. */
function runPython(snippet: string): { method: string; url: string; kwargs: Record<string, unknown> } {
  const packageDir = join(scratch, "python", "requests");
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(
    join(packageDir, "__init__.py"),
    [
      "import json, sys",
      "class _Response:",
      '    text = \'{"id": "c-1"}\'',
      "    def raise_for_status(self): pass",
      "def _call(method):",
      "    def call(url, **kwargs):",
      "        files = kwargs.pop('files', None)",
      "        if files: kwargs['files'] = {name: handle.name for name, handle in files.items()}",
      "        json.dump({'method': method, 'url': url, 'kwargs': kwargs}, sys.stdout)",
      "        sys.stdout.write('\\n')",
      "        return _Response()",
      "    return call",
      "get, post, put, patch, delete = (_call(m) for m in ('GET', 'POST', 'PUT', 'PATCH', 'DELETE'))",
      "",
    ].join("\n"),
  );
  writeFileSync(join(scratch, "document.pdf"), "%PDF");
  const run = spawnSync("python3", ["-"], {
    input: snippet,
    cwd: scratch,
    env: { PATH: process.env.PATH, PYTHONPATH: join(scratch, "python"), ...environment },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  const [call, printed] = run.stdout.split("\n");
  expect(printed).toBe('{"id": "c-1"}');
  return JSON.parse(call ?? "");
}

describe("an operation's examples", () => {
  it("read the key from the environment until the person chooses one of theirs", () => {
    expect(credentialFor(chat, null)).toEqual({ kind: "variable", name: API_KEY_VARIABLE });
    expect(credentialFor(chat, CHOSEN_KEY)).toEqual({ kind: "value", value: CHOSEN_KEY });
  });

  it("use the session's ID token where an API key will not do, and nothing for a public call", () => {
    expect(credentialFor(operation("listApiKeys"), CHOSEN_KEY)).toEqual({
      kind: "variable",
      name: ID_TOKEN_VARIABLE,
    });
    expect(credentialFor(operation("GET /tiers"), CHOSEN_KEY)).toEqual({ kind: "none" });
  });

  it("send the chosen key and the exact body with curl, whatever quotes and $ it holds", () => {
    const { curl } = operationCodeSnippets(chat, BASE, credentialFor(chat, CHOSEN_KEY));
    const { args, stdin } = runCurl(curl);
    expect(args).toEqual([
      "-X",
      "POST",
      `${BASE}/chat/completions?verbose=true`,
      "-H",
      `Authorization: Bearer ${CHOSEN_KEY}`,
      "-H",
      "Content-Type: application/json",
      "--data-binary",
      "@-",
    ]);
    expect(JSON.parse(stdin)).toEqual(chatBody);
  });

  it("expand the variable in curl when no key was chosen, and send no body for a GET", () => {
    const listing = operation("listApiKeys");
    const { args, stdin } = runCurl(operationCodeSnippets(listing, BASE, credentialFor(listing, null)).curl);
    expect(args).toEqual([`${BASE}/users/apikeys`, "-H", "Authorization: Bearer id-token"]);
    expect(stdin).toBe("");
  });

  it("fill path parameters from their examples and keep the others to be filled in", () => {
    const deletion = operation("deleteApiKey");
    expect(runCurl(operationCodeSnippets(deletion, BASE, { kind: "none" }).curl).args).toEqual([
      "-X",
      "DELETE",
      `${BASE}/users/apikeys/key-1`,
    ]);
    const upload = operationCodeSnippets(operation("uploadComplianceFile"), BASE, { kind: "none" });
    expect(upload.curl).toContain(`'${BASE}/organization/{orgId}/departments/dep-1/files'`);
  });

  it("send a form's file fields as files", () => {
    const upload = operation("uploadComplianceFile");
    const snippets = operationCodeSnippets(upload, BASE, { kind: "variable", name: ID_TOKEN_VARIABLE });
    expect(runCurl(snippets.curl).args.slice(-4)).toEqual(["-F", "name=policy", "-F", "file=@document.pdf"]);
    expect(snippets.typeScript).toContain(
      'form.append("file", await openAsBlob("document.pdf"), "document.pdf");',
    );
  });

  it("give TypeScript's fetch the chosen key, the exact body and the method, and print the answer", async () => {
    const { typeScript } = operationCodeSnippets(chat, BASE, credentialFor(chat, CHOSEN_KEY));
    const { calls, printed } = await runTypeScript(typeScript);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(`${BASE}/chat/completions?verbose=true`);
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.headers).toEqual({
      Authorization: `Bearer ${CHOSEN_KEY}`,
      "Content-Type": "application/json",
    });
    expect(JSON.parse(calls[0]?.init.body ?? "")).toEqual(chatBody);
    expect(printed).toEqual(['{"id":"c-1"}']);
  });

  it("read the key from process.env in TypeScript when none was chosen", async () => {
    const { typeScript } = operationCodeSnippets(chat, BASE, credentialFor(chat, null));
    expect(typeScript).not.toContain(CHOSEN_KEY);
    const { calls } = await runTypeScript(typeScript);
    expect(calls[0]?.init.headers?.Authorization).toBe(`Bearer ${FROM_ENVIRONMENT}`);
  });

  it.runIf(python)("give Python's requests the method, URL, key and exact body", () => {
    const { python: snippet } = operationCodeSnippets(chat, BASE, credentialFor(chat, CHOSEN_KEY));
    expect(runPython(snippet)).toEqual({
      method: "POST",
      url: `${BASE}/chat/completions?verbose=true`,
      kwargs: { headers: { Authorization: `Bearer ${CHOSEN_KEY}` }, json: chatBody },
    });
    const fromEnvironment = operationCodeSnippets(chat, BASE, credentialFor(chat, null)).python;
    expect(runPython(fromEnvironment).kwargs.headers).toEqual({
      Authorization: `Bearer ${FROM_ENVIRONMENT}`,
    });
  });

  it.runIf(python)("send a form's fields as data and its files as files in Python", () => {
    const upload = operation("uploadComplianceFile");
    const { python: snippet } = operationCodeSnippets(upload, BASE, {
      kind: "variable",
      name: ID_TOKEN_VARIABLE,
    });
    expect(runPython(snippet).kwargs).toEqual({
      headers: { Authorization: "Bearer id-token" },
      data: { name: "policy" },
      files: { file: "document.pdf" },
    });
  });

  it("hold no key at all for a public call", () => {
    const tiers = operation("GET /tiers");
    const snippets = operationCodeSnippets(tiers, BASE, credentialFor(tiers, CHOSEN_KEY));
    for (const snippet of Object.values(snippets)) {
      expect(snippet).not.toContain("Authorization");
      expect(snippet).not.toContain(CHOSEN_KEY);
    }
    expect(runCurl(snippets.curl).args).toEqual([`${BASE}/tiers`]);
  });
});

describe("an operation's examples, parameter by parameter", () => {
  const searchOperation = apiOperations({
    ...SAMPLE_API_DOCUMENT,
    paths: {
      "/things/{id}/{kind}": {
        put: {
          parameters: [
            { name: "id", in: "path", required: true, example: "a b/c" },
            { name: "kind", in: "path", required: true, schema: { type: "string", enum: ["big", "small"] } },
            { name: "page", in: "query", required: true, schema: { type: "integer", default: 2 } },
            { name: "sort", in: "query", schema: { type: "string", default: "asc" } },
            { name: "q", in: "query", required: true, schema: { type: "string" } },
            { name: "limit", in: "query", schema: { type: "integer", example: 5 } },
            { name: "tag", in: "query", example: "new" },
            { name: "X-Trace", in: "header", required: true, schema: { type: "string", example: "t-1" } },
            { name: "X-Bare", in: "header", required: true },
            { name: "X-Optional", in: "header", schema: { type: "string", example: "no" } },
          ],
          requestBody: { content: { "application/json": { example: { on: true } } } },
        },
      },
    },
  })[0] as ApiOperation;

  it("fill the path from examples and allowed values, the query from required or exemplified parameters, and send required headers", () => {
    const { curl } = operationCodeSnippets(searchOperation, `${BASE}//`, { kind: "none" });
    expect(runCurl(curl).args).toEqual([
      "-X",
      "PUT",
      `${BASE}/things/a%20b%2Fc/big?page=2&limit=5&tag=new`,
      "-H",
      "X-Trace: t-1",
      "-H",
      "X-Bare: ",
      "-H",
      "Content-Type: application/json",
      "--data-binary",
      "@-",
    ]);
  });

  it("write the whole TypeScript call: method, headers, body, the error on a failed status and the answer printed", () => {
    const { typeScript } = operationCodeSnippets(searchOperation, BASE, { kind: "variable", name: "TOKEN" });
    expect(
      typeScript,
    ).toBe(`const response = await fetch("${BASE}/things/a%20b%2Fc/big?page=2&limit=5&tag=new", {
  method: "PUT",
  headers: {
    Authorization: \`Bearer \${process.env.TOKEN}\`,
    "Content-Type": "application/json",
    "X-Trace": "t-1",
    "X-Bare": "",
  },
  body: JSON.stringify({ on: true }),
});
if (!response.ok) {
  throw new Error(\`The gateway answered \${response.status}: \${await response.text()}\`);
}
console.log(await response.text());
`);
  });

  it("write the whole Python call, importing os only to read a variable", () => {
    const withValue = operationCodeSnippets(searchOperation, BASE, { kind: "value", value: "mk-1" }).python;
    expect(withValue).toBe(`import requests

response = requests.put(
    "${BASE}/things/a%20b%2Fc/big?page=2&limit=5&tag=new",
    headers={
        "Authorization": "Bearer mk-1",
        "X-Trace": "t-1",
        "X-Bare": "",
    },
    json={"on": True},
)
response.raise_for_status()
print(response.text)
`);
    const withVariable = operationCodeSnippets(searchOperation, BASE, {
      kind: "variable",
      name: "TOKEN",
    }).python;
    expect(withVariable.startsWith("import os\n\nimport requests\n\n")).toBe(true);
    expect(withVariable).toContain('"Authorization": "Bearer " + os.environ["TOKEN"],');
  });

  it("write a GET without a body or headers as the bare call", () => {
    const tiers = operation("GET /tiers");
    const snippets = operationCodeSnippets(tiers, BASE, { kind: "none" });
    expect(snippets.python).toBe(`import requests

response = requests.get(
    "${BASE}/tiers",
)
response.raise_for_status()
print(response.text)
`);
    expect(snippets.typeScript.split("\n").slice(0, 3)).toEqual([
      `const response = await fetch("${BASE}/tiers", {`,
      '  method: "GET",',
      "});",
    ]);
  });

  it("build a form without files with no file import, and one of files alone with no data", () => {
    const formOperation = (fileFields: string[], example: unknown) =>
      ({
        ...operation("uploadComplianceFile"),
        requestBody: {
          contentType: "multipart/form-data",
          schema: null,
          fields: [],
          example,
          required: true,
          fileFields,
        },
      }) as ApiOperation;
    const textOnly = operationCodeSnippets(formOperation([], { name: "policy", size: 3 }), BASE, {
      kind: "none",
    });
    expect(textOnly.typeScript).not.toContain("openAsBlob");
    expect(textOnly.typeScript).toContain(
      'const form = new FormData();\nform.append("name", "policy");\nform.append("size", "3");\n\n',
    );
    expect(textOnly.typeScript).toContain("  body: form,");
    expect(textOnly.typeScript).not.toContain("Content-Type");
    expect(textOnly.python).toContain('    data={"name": "policy", "size": "3"},');
    expect(textOnly.python).not.toContain("files=");
    const filesOnly = operationCodeSnippets(formOperation(["file"], { file: "a.pdf" }), BASE, {
      kind: "none",
    });
    expect(filesOnly.python).toContain('    files={"file": open("a.pdf", "rb")},');
    expect(filesOnly.python).not.toContain("data=");
    expect(
      filesOnly.typeScript.startsWith(
        'import { openAsBlob } from "node:fs";\n\nconst form = new FormData();\nform.append("file", await openAsBlob("a.pdf"), "a.pdf");\n\nconst response',
      ),
    ).toBe(true);
    for (const example of [null, "text", [1]]) {
      const odd = operationCodeSnippets(formOperation([], example), BASE, { kind: "none" });
      expect(odd.curl).not.toContain("-F");
    }
  });
});
