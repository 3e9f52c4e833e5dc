import type { FastifySchema } from "fastify";
import type { JsonSchema } from "../../core/api-document/openapi-document.ts";
import { ACCOUNT_SUSPENDED, NOT_SIGNED_IN } from "../identity/authenticate.ts";
import type { ProblemDetail } from "../server/http-problem.ts";
import { OPERATOR_ENDPOINTS_OFF, OPERATOR_TOKEN_WRONG } from "../server/operator-token.ts";
import { refusalBody } from "../server/refusal-body.ts";
import type { ApiTag } from "./api-tags.ts";
import type { GeneratedSchema } from "./dto-schema.ts";
import { listOf, ref } from "./schema-words.ts";

/**
 * Who may call: anyone; anyone, known as the signed-in person when a token is sent; the signed-in person (an ID
 * token); either them or the holder of an API key; or the gateway's operator (GATEWAY_OPERATOR_TOKEN).
 */
export type Access = "public" | "optional-session" | "session" | "session-or-api-key" | "operator";

/**
 * A refusal the operation answers with: when, one message it says then, and for an OpenAI-compatible operation
 * what its error object says beyond the status (gateway/server/openai-error.ts).
 */
export type Refusal = readonly [why: string, says: string, detail?: ProblemDetail];

export interface Answer {
  readonly status: 200 | 201 | 204;
  readonly description: string;
  /** None for 204. */
  readonly schema?: JsonSchema;
  readonly example?: unknown;
  /** The media type the answer comes as; JSON unless said (a CSV export). */
  readonly mediaType?: string;
  /** Other media types the answer may come as (the chat's event stream). */
  readonly alternatives?: Readonly<
    Record<string, { readonly schema: JsonSchema; readonly example?: unknown }>
  >;
}

export interface OperationSpec {
  readonly id: string;
  readonly summary: string;
  readonly description?: string;
  readonly tag: ApiTag;
  readonly access: Access;
  readonly params?: GeneratedSchema | JsonSchema;
  readonly query?: GeneratedSchema | JsonSchema;
  readonly body?: GeneratedSchema | JsonSchema;
  /** Media types of the body; JSON unless said. */
  readonly consumes?: readonly string[];
  readonly headers?: JsonSchema;
  readonly answer: Answer;
  /** The 4xx (and deliberate 5xx) it answers with besides those of its access and the rate limit. */
  readonly refusals?: Readonly<Record<number, Refusal>>;
  /** The route imitates OpenAI's API (OPENAI_COMPATIBLE): its refusals carry OpenAI's error object too. */
  readonly openAiErrors?: boolean;
  /** The route imitates Anthropic's API (ANTHROPIC_COMPATIBLE): its refusals carry Anthropic's error too. */
  readonly anthropicErrors?: boolean;
}

/** An answer listing things of one component of the document, with one of them for its example. */
export const listAnswer = (
  description: string,
  component: string,
  example: unknown,
  status: Answer["status"] = 200,
): Answer => ({ status, description, schema: listOf(ref(component)), example: [example] });

const SECURITY: Readonly<Record<Access, NonNullable<FastifySchema["security"]>>> = {
  public: [],
  // An empty requirement: no authentication is one of the choices.
  "optional-session": [{}, { session: [] }],
  session: [{ session: [] }],
  "session-or-api-key": [{ apiKey: [] }, { session: [] }],
  operator: [{ operatorToken: [] }],
};

const TOO_MANY_REQUESTS: Refusal = [
  "Too many requests from this token (or address) in the last second.",
  "Too many requests: try again in 1 s.",
];

const ACCESS_REFUSALS: Readonly<Record<Access, Readonly<Record<number, Refusal>>>> = {
  public: {},
  "optional-session": {
    401: ["A token was sent, and it is invalid or expired.", NOT_SIGNED_IN],
    403: ["A token was sent, and its account is suspended.", ACCOUNT_SUSPENDED],
  },
  session: {
    401: ["The access token is missing, invalid or expired.", NOT_SIGNED_IN],
    403: ["The account is suspended.", ACCOUNT_SUSPENDED],
  },
  "session-or-api-key": {
    401: ["No bearer token, an unknown API key, or an invalid access token.", "Invalid API key"],
    403: ["The account is suspended.", ACCOUNT_SUSPENDED],
  },
  operator: {
    401: ["The operator token is missing or is not GATEWAY_OPERATOR_TOKEN's.", OPERATOR_TOKEN_WRONG],
    403: ["GATEWAY_OPERATOR_TOKEN is not set, so the operators' endpoints are off.", OPERATOR_ENDPOINTS_OFF],
  },
};

/**
 * One operation's route schema: what the API document says of it. Fastify neither validates nor serializes with
 * it (gateway/api-document/documentation-only-schemas.ts): the handlers' class-validator DTOs do.
 */
export function operation(spec: OperationSpec): FastifySchema {
  return {
    operationId: spec.id,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    security: SECURITY[spec.access],
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.consumes ? { consumes: spec.consumes } : {}),
    ...(spec.headers ? { headers: spec.headers } : {}),
    response: {
      [spec.answer.status]: answerSchema(spec.answer),
      ...refusalSchemas(spec),
    },
  };
}

function answerSchema(answer: Answer): JsonSchema {
  if (!answer.schema) return { description: answer.description, type: "null" };
  return {
    description: answer.description,
    content: {
      [answer.mediaType ?? "application/json"]: { schema: answer.schema, ...exampleOf(answer.example) },
      ...answer.alternatives,
    },
  };
}

function refusalSchemas(spec: OperationSpec): Record<string, JsonSchema> {
  const refusals: Record<number, Refusal> = { ...ACCESS_REFUSALS[spec.access], ...spec.refusals };
  const own403 = spec.refusals?.[403];
  const access403 = ACCESS_REFUSALS[spec.access][403];
  if (own403 && access403) refusals[403] = [`${own403[0]} Or: ${access403[0]}`, own403[1], own403[2]];
  refusals[429] ??= TOO_MANY_REQUESTS;
  return Object.fromEntries(
    Object.entries(refusals).map(([status, refusal]) => [
      status,
      problemSchema(Number(status), refusal, spec),
    ]),
  );
}

function problemSchema(status: number, [why, says, detail]: Refusal, spec: OperationSpec): JsonSchema {
  const shape = spec.anthropicErrors ? "anthropic" : spec.openAiErrors ? "openai" : "dashboard";
  return {
    description: why,
    content: {
      "application/json": {
        schema: ref(shape === "anthropic" ? "AnthropicProblem" : "Problem"),
        example: refusalBody(shape, { status, errMsgs: [says], ...(detail ? { detail } : {}) }),
      },
    },
  };
}

const exampleOf = (example: unknown) => (example === undefined ? {} : { example });
