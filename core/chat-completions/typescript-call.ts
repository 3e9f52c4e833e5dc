import {
  codeLiteral,
  type LiteralValue,
  quoted,
  TYPESCRIPT_LITERALS,
} from "../code-snippets/code-literal.ts";
import { API_KEY_VARIABLE } from "../code-snippets/code-snippets.ts";

const STEP = "  ";

/**
 * The TypeScript of an SDK's client made for this gateway (its base URL, the key from the environment, the
 * gateway's headers) and of one streamed call into `stream`. Fields the SDK's types do not name are spread in
 * from a variable of their own: TypeScript checks no spread for unknown fields, and the SDK sends them as they are.
 */
export function typeScriptCall(parts: {
  readonly client: string;
  readonly options: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly call: string;
  readonly named: readonly (readonly [string, LiteralValue])[];
  readonly passedOn: Readonly<Record<string, LiteralValue>>;
  readonly passedOnComment: string;
}): string {
  const { client, options, headers, call, named, passedOn, passedOnComment } = parts;
  const hasPassedOn = Object.keys(passedOn).length > 0;
  const entry = (name: string, value: string) => `${STEP}${TYPESCRIPT_LITERALS.key(name)}: ${value},\n`;
  const clientOptions = [
    ...Object.entries(options).map(([name, value]) => entry(name, quoted(value))),
    `${STEP}apiKey: process.env.${API_KEY_VARIABLE},\n`,
    ...(Object.keys(headers).length > 0
      ? [entry("defaultHeaders", codeLiteral(headers, TYPESCRIPT_LITERALS, STEP, STEP))]
      : []),
  ];
  const fields = [
    ...named.map(([name, value]) => entry(name, codeLiteral(value, TYPESCRIPT_LITERALS, STEP, STEP))),
    ...(hasPassedOn ? [`${STEP}...gatewayFields,\n`] : []),
  ];
  return [
    `const client = new ${client}({\n${clientOptions.join("")}});\n`,
    ...(hasPassedOn
      ? [
          `// ${passedOnComment}\nconst gatewayFields = ${codeLiteral(passedOn, TYPESCRIPT_LITERALS, "", STEP)};\n`,
        ]
      : []),
    `const stream = ${call}({\n${fields.join("")}});\n`,
  ].join("\n");
}
