import { component, integer, listOf, oneOf, orNull, record, text } from "./schema-words.ts";

/** OpenAI's error object, which its SDKs read (gateway/server/openai-error.ts). */
const OPENAI_ERROR = record(
  {
    message: text("Worded as OpenAI words the same refusal when it has its own words, else errMsgs."),
    type: text("invalid_request_error, requests (a rate limit), insufficient_quota or server_error."),
    param: orNull(text("The request's field at fault, e.g. messages[2].role.")),
    code: orNull(text("e.g. invalid_api_key, model_not_found, rate_limit_exceeded, insufficient_quota.")),
  },
  { description: "OpenAI's error object." },
);

/** The body of every refusal (gateway/server/error-handler.ts): the dashboard shows `errMsgs`. */
export const PROBLEM = component(
  "Problem",
  record(
    {
      statusCode: integer("The HTTP status, repeated."),
      errMsgs: listOf(text(), "Every reason the request was refused, worded for people."),
      message: text("errMsgs joined by new lines."),
      error: OPENAI_ERROR,
    },
    {
      optional: ["error"],
      description:
        "A refusal: the status and the messages to show; on the OpenAI-compatible operations (chat " +
        "completions, responses, models, embeddings) also OpenAI's error object, which its clients read.",
    },
  ),
);

/** The body of a refusal on the Anthropic-compatible operations: Anthropic's own, and nothing else. */
export const ANTHROPIC_PROBLEM = component(
  "AnthropicProblem",
  record(
    {
      type: oneOf(["error"], "Always error, as Anthropic's API answers."),
      error: record(
        {
          type: text(
            "invalid_request_error, authentication_error, permission_error, not_found_error, rate_limit_error…",
          ),
          message: text("What went wrong, worded for people."),
        },
        { description: "Anthropic's error." },
      ),
      request_id: orNull(text("None (null): the gateway's requests are identified in its usage logs.")),
    },
    {
      description:
        "A refusal on the Anthropic-compatible operations (/anthropic/v1/messages…), in Anthropic's shape only, " +
        "as its SDKs' closed types read it.",
    },
  ),
);
