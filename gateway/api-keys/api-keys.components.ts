import { component, dateTime, record, text } from "../api-document/schema-words.ts";

export const API_KEY = component(
  "ApiKey",
  record(
    {
      id: text(),
      value: text("The key itself: send it as `Authorization: Bearer <value>` to POST /chat/completions."),
      createdAt: dateTime(),
    },
    { description: "An API key." },
  ),
);

export const API_KEY_EXAMPLE = {
  id: "key-1",
  value: "mk-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
  createdAt: "2025-03-14T12:00:00.000Z",
};
