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
import type { ApiOperation } from "./api-operation.ts";
import type { OpenApiParameter } from "./openapi-document.ts";

/** The environment variable snippets read a signed-in session's ID token from, for calls an API key cannot make. */
export const ID_TOKEN_VARIABLE = "MERIDIAN_ID_TOKEN";

/**
 * The bearer credential a snippet sends: none (a public call), read from an environment variable, or a value the
 * person chose to have written into the code (one of their API keys).
 */
export type SnippetCredential =
  | { readonly kind: "none" }
  | { readonly kind: "variable"; readonly name: string }
  | { readonly kind: "value"; readonly value: string };

const NO_CREDENTIAL: SnippetCredential = { kind: "none" };

/**
 * What an operation's examples authenticate with: nothing for a public operation; the chosen API key's value, or
 * the API key variable, where an API key will do; the ID token variable where only a session will.
 */
export function credentialFor(operation: ApiOperation, chosenApiKey: string | null): SnippetCredential {
  switch (operation.access) {
    case "public":
      return NO_CREDENTIAL;
    case "apiKey":
      return chosenApiKey
        ? { kind: "value", value: chosenApiKey }
        : { kind: "variable", name: API_KEY_VARIABLE };
    case "session":
      return { kind: "variable", name: ID_TOKEN_VARIABLE };
  }
}

const FORM_TYPE = "multipart/form-data";

interface Call {
  readonly method: string;
  readonly url: string;
  /** Headers besides Authorization and Content-Type, from the operation's header parameters. */
  readonly headers: readonly [string, string][];
  readonly body: LiteralValue | undefined;
  readonly form: boolean;
  readonly fileFields: readonly string[];
}

/**
 * The operation as curl, Python (requests) and TypeScript (fetch), sent to `${apiBaseUrl}${path}`: path and query
 * parameters from their examples (a required one without an example stays `{name}`), the request body's example,
 * and the credential given. Each prints the answer's text and fails on an error status.
 */
export function operationCodeSnippets(
  operation: ApiOperation,
  apiBaseUrl: string,
  credential: SnippetCredential,
): CodeSnippets {
  const call = callOf(operation, apiBaseUrl);
  return {
    curl: curlSnippet(call, credential),
    python: pythonSnippet(call, credential),
    typeScript: typeScriptSnippet(call, credential),
  };
}

function callOf(operation: ApiOperation, apiBaseUrl: string): Call {
  const parameters = operation.parameters;
  const path = operation.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = exampleOfParameter(
      parameters.find((parameter) => parameter.in === "path" && parameter.name === name),
    );
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters.filter((each) => each.in === "query")) {
    const value = exampleOfParameter(parameter);
    if (value !== undefined && (parameter.required || hasOwnExample(parameter)))
      query.set(parameter.name, String(value));
  }
  const headers = parameters
    .filter((parameter) => parameter.in === "header" && parameter.required)
    .map((parameter): [string, string] => [parameter.name, String(exampleOfParameter(parameter) ?? "")]);
  const search = query.toString();
  return {
    method: operation.method.toUpperCase(),
    url: `${apiBaseUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`,
    headers,
    body: operation.requestBody ? (operation.requestBody.example as LiteralValue) : undefined,
    form: operation.requestBody?.contentType === FORM_TYPE,
    fileFields: operation.requestBody?.fileFields ?? [],
  };
}

function hasOwnExample(parameter: OpenApiParameter): boolean {
  return parameter.example !== undefined || parameter.schema?.example !== undefined;
}

function exampleOfParameter(parameter: OpenApiParameter | undefined): unknown {
  if (!parameter) return undefined;
  const schema = parameter.schema;
  return parameter.example ?? schema?.example ?? schema?.default ?? schema?.enum?.[0];
}

/** A form's fields as name, text and whether it is a file (sent from the file of that name). */
function formFields({ body, fileFields }: Call): [string, string, boolean][] {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return [];
  return Object.entries(body).map(([name, value]) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    return [name, text, fileFields.includes(name)];
  });
}

function curlSnippet(call: Call, credential: SnippetCredential): string {
  const lines = [`curl${call.method === "GET" ? "" : ` -X ${call.method}`} ${shellQuoted(call.url)}`];
  if (credential.kind === "variable") lines.push(`-H "Authorization: Bearer $${credential.name}"`);
  if (credential.kind === "value")
    lines.push(`-H ${shellQuoted(`Authorization: Bearer ${credential.value}`)}`);
  for (const [name, value] of call.headers) lines.push(`-H ${shellQuoted(`${name}: ${value}`)}`);
  if (call.form) {
    for (const [name, value, file] of formFields(call))
      lines.push(`-F ${shellQuoted(file ? `${name}=@${value}` : `${name}=${value}`)}`);
    return curlCommand(lines);
  }
  if (call.body === undefined) return curlCommand(lines);
  lines.push(`-H ${shellQuoted("Content-Type: application/json")}`);
  return curlCommand(lines, call.body);
}

function pythonSnippet(call: Call, credential: SnippetCredential): string {
  const headerLines = [
    ...(credential.kind === "variable"
      ? // Concatenated rather than an f-string: quotes inside an f-string's braces need Python 3.12.
        [`"Authorization": "Bearer " + os.environ[${quoted(credential.name)}]`]
      : credential.kind === "value"
        ? [`"Authorization": ${quoted(`Bearer ${credential.value}`)}`]
        : []),
    ...call.headers.map(([name, value]) => `${quoted(name)}: ${quoted(value)}`),
  ];
  const argumentsOf: string[] = [`    ${quoted(call.url)},`];
  if (headerLines.length > 0)
    argumentsOf.push(`    headers={\n${headerLines.map((line) => `        ${line},\n`).join("")}    },`);
  if (call.form) {
    const fields = formFields(call);
    const data = fields.filter(([, , file]) => !file).map(([name, value]) => [name, value] as const);
    const files = fields.filter(([, , file]) => file);
    if (data.length > 0)
      argumentsOf.push(`    data=${codeLiteral(Object.fromEntries(data), PYTHON_LITERALS, "    ")},`);
    if (files.length > 0)
      argumentsOf.push(
        `    files={${files.map(([name, value]) => `${quoted(name)}: open(${quoted(value)}, "rb")`).join(", ")}},`,
      );
  } else if (call.body !== undefined) {
    argumentsOf.push(`    json=${codeLiteral(call.body, PYTHON_LITERALS, "    ")},`);
  }
  return [
    ...(credential.kind === "variable" ? ["import os\n"] : []),
    "import requests\n",
    `response = requests.${call.method.toLowerCase()}(\n${argumentsOf.join("\n")}\n)`,
    "response.raise_for_status()",
    "print(response.text)\n",
  ].join("\n");
}

function typeScriptSnippet(call: Call, credential: SnippetCredential): string {
  const headerLines = [
    ...(credential.kind === "variable"
      ? [`Authorization: \`Bearer \${process.env.${credential.name}}\``]
      : credential.kind === "value"
        ? [`Authorization: ${quoted(`Bearer ${credential.value}`)}`]
        : []),
    ...(call.body !== undefined && !call.form ? [`"Content-Type": "application/json"`] : []),
    ...call.headers.map(([name, value]) => `${TYPESCRIPT_LITERALS.key(name)}: ${quoted(value)}`),
  ];
  const options = [`  method: ${quoted(call.method)},`];
  if (headerLines.length > 0)
    options.push(`  headers: {\n${headerLines.map((line) => `    ${line},\n`).join("")}  },`);
  const preamble: string[] = [];
  if (call.form) {
    const fields = formFields(call);
    if (fields.some(([, , file]) => file)) preamble.push('import { openAsBlob } from "node:fs";\n');
    preamble.push("const form = new FormData();");
    for (const [name, value, file] of fields)
      preamble.push(
        file
          ? `form.append(${quoted(name)}, await openAsBlob(${quoted(value)}), ${quoted(value)});`
          : `form.append(${quoted(name)}, ${quoted(value)});`,
      );
    preamble.push("");
    options.push("  body: form,");
  } else if (call.body !== undefined) {
    options.push(`  body: JSON.stringify(${codeLiteral(call.body, TYPESCRIPT_LITERALS, "  ", "  ")}),`);
  }
  return `${preamble.map((line) => `${line}\n`).join("")}const response = await fetch(${quoted(call.url)}, {
${options.join("\n")}
});
if (!response.ok) {
  throw new Error(\`The gateway answered \${response.status}: \${await response.text()}\`);
}
console.log(await response.text());
`;
}
