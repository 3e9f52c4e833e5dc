import { FEEDBACK_MESSAGE_MIN_LENGTH, FeedbackDto } from "../../core/feedback/feedback.dto.ts";
import { fromDto } from "../api-document/dto-schema.ts";
import { operation } from "../api-document/operation.ts";
import { record, text } from "../api-document/schema-words.ts";

export const FEEDBACK_OPERATIONS = {
  send: operation({
    id: "sendFeedback",
    summary: "Send feedback",
    description:
      "Anyone may. With a bearer token the feedback is kept as the signed-in person's; a reply address is optional.",
    tag: "Feedback",
    access: "optional-session",
    body: fromDto(FeedbackDto, {
      properties: {
        topic: { description: "What it is about." },
        message: { minLength: FEEDBACK_MESSAGE_MIN_LENGTH, description: "Trimmed." },
        email: { description: "Where to reply, if you wish; lowercased, spaces removed." },
      },
    }),
    answer: {
      status: 201,
      description: "Stored.",
      schema: record({ id: text("The feedback's id.") }),
      example: { id: "0b9f6c1e-4f1a-4c2e-9d55-3f1e2a7c8b90" },
    },
    refusals: {
      400: [
        "A topic not on the list, a message too short or too long, or a malformed email.",
        "email must be an email",
      ],
    },
  }),
};
