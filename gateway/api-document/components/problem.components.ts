import { component, integer, listOf, record, text } from "../schema-words.ts";

/** The body of every refusal (gateway/server/error-handler.ts): the dashboard shows `errMsgs`. */
export const PROBLEM = component(
  "Problem",
  record(
    {
      statusCode: integer("The HTTP status, repeated."),
      errMsgs: listOf(text(), "Every reason the request was refused, worded for people."),
      message: text("errMsgs joined by new lines."),
    },
    { description: "A refusal: the status and the messages to show." },
  ),
);
