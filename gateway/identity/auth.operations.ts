import { operation } from "../api-document/operation.ts";

export const AUTH_OPERATIONS = {
  sendWelcome: operation({
    id: "sendWelcome",
    summary: "Record the welcome email",
    description:
      "Called by the dashboard after each sign-in, without a body. The welcome email is recorded once per person; " +
      "later calls change nothing.",
    tag: "Authentication",
    access: "session",
    answer: { status: 204, description: "Recorded (or already was)." },
  }),
};
