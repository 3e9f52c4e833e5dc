import { describe, expect, it } from "vitest";
import { ResponsesRequestError } from "./responses-request-error.ts";

describe("a refused Responses request", () => {
  it("names the field at fault in OpenAI's notation and starts its message with it", () => {
    const error = ResponsesRequestError.at("input[1].content[0].image_url", "must be a URL or a data URL");
    expect(error).toBeInstanceOf(ResponsesRequestError);
    expect(error.param).toBe("input[1].content[0].image_url");
    expect(error.message).toBe("input[1].content[0].image_url must be a URL or a data URL");
  });

  it("is an Error named ResponsesRequestError; a whole body at fault has no param", () => {
    const error = new ResponsesRequestError(null, "The body must be a JSON object");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("ResponsesRequestError");
    expect(error.param).toBeNull();
    expect(String(error)).toBe("ResponsesRequestError: The body must be a JSON object");
  });
});
