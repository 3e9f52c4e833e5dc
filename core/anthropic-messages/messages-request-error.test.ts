import { describe, expect, it } from "vitest";
import { invalidField, MessagesRequestError } from "./messages-request-error.ts";

describe("a refused Messages request", () => {
  it("names the field at fault and starts its message with it", () => {
    const error = invalidField("messages[0].content", "must be a string or a list of blocks");
    expect(error).toBeInstanceOf(MessagesRequestError);
    expect(error.param).toBe("messages[0].content");
    expect(error.message).toBe("messages[0].content must be a string or a list of blocks");
  });

  it("is an Error named MessagesRequestError, so logs and stacks say what refused the request", () => {
    const error = new MessagesRequestError(null, "The conversation must start with a user turn");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("MessagesRequestError");
    expect(error.param).toBeNull();
    expect(error.message).toBe("The conversation must start with a user turn");
    expect(String(error)).toBe("MessagesRequestError: The conversation must start with a user turn");
  });
});
