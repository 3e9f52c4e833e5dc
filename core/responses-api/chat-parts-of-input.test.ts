import { describe, expect, it } from "vitest";
import { chatPartOfInput, INPUT_PARTS } from "./chat-parts-of-input.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

const WHERE = "input[1].content[0]";

function refusalOf(part: unknown, allowed: readonly string[] = INPUT_PARTS.user): ResponsesRequestError {
  try {
    chatPartOfInput(part, allowed, WHERE);
  } catch (error) {
    if (error instanceof ResponsesRequestError) return error;
    throw error;
  }
  throw new Error("The part was translated, not refused");
}

describe("a Responses content part as a chat part", () => {
  it("the parts each role may carry", () => {
    expect(INPUT_PARTS).toEqual({
      user: ["input_text", "input_image", "input_file"],
      system: ["input_text"],
      developer: ["input_text"],
      assistant: ["output_text", "refusal"],
      functionOutput: ["input_text"],
    });
  });

  it("input and output texts are text parts, a refusal a refusal part", () => {
    expect(chatPartOfInput({ type: "input_text", text: "Hi" }, INPUT_PARTS.user, WHERE)).toEqual({
      type: "text",
      text: "Hi",
    });
    expect(chatPartOfInput({ type: "output_text", text: "Hello" }, INPUT_PARTS.assistant, WHERE)).toEqual({
      type: "text",
      text: "Hello",
    });
    expect(chatPartOfInput({ type: "refusal", refusal: "No." }, INPUT_PARTS.assistant, WHERE)).toEqual({
      type: "refusal",
      refusal: "No.",
    });
  });

  it("a refusal's text is read from its refusal field, refused when not a string", () => {
    const error = refusalOf({ type: "refusal", text: "No." }, INPUT_PARTS.assistant);
    expect(error.param).toBe(`${WHERE}.refusal`);
    expect(error.message).toBe(`${WHERE}.refusal must be a string`);
  });

  it.each([
    ["not an object", "Hi"],
    ["without a type", { text: "Hi" }],
    ["of a type the role may not carry", { type: "output_text", text: "Hi" }],
  ])("a part %s is refused, listing the parts allowed", (_, part) => {
    const error = refusalOf(part);
    expect(error.param).toBe(`${WHERE}.type`);
    expect(error.message).toBe(`${WHERE}.type must be one of: input_text, input_image, input_file`);
  });

  describe("images", () => {
    it("a URL image keeps its detail when given, and has none otherwise", () => {
      const url = "data:image/png;base64,QUJD";
      expect(chatPartOfInput({ type: "input_image", image_url: url }, INPUT_PARTS.user, WHERE)).toEqual({
        type: "image_url",
        image_url: { url },
      });
      expect(
        chatPartOfInput({ type: "input_image", image_url: url, detail: "high" }, INPUT_PARTS.user, WHERE),
      ).toEqual({ type: "image_url", image_url: { url, detail: "high" } });
    });

    it("an image by file id is refused, saying how to send it", () => {
      const error = refusalOf({ type: "input_image", file_id: "file-1" });
      expect(error.param).toBe(`${WHERE}.file_id`);
      expect(error.message).toBe(
        `${WHERE}.file_id is not offered: the gateway keeps no files; send the image as image_url (a URL or a data URL)`,
      );
    });

    it("a null file id is no file id", () => {
      expect(
        chatPartOfInput(
          { type: "input_image", file_id: null, image_url: "https://a.example/c.png" },
          INPUT_PARTS.user,
          WHERE,
        ),
      ).toEqual({ type: "image_url", image_url: { url: "https://a.example/c.png" } });
    });

    it.each([undefined, ""])("an image_url of %j is refused", (imageUrl) => {
      const error = refusalOf({ type: "input_image", image_url: imageUrl });
      expect(error.param).toBe(`${WHERE}.image_url`);
      expect(error.message).toBe(`${WHERE}.image_url must be a URL or a data URL`);
    });
  });

  describe("files", () => {
    const data = "data:application/pdf;base64,JVBERi0=";

    it("a file by data URL and name is a file part; null file_id and file_url are none", () => {
      const part = { type: "input_file", file_id: null, file_url: null, file_data: data, filename: "a.pdf" };
      expect(chatPartOfInput(part, INPUT_PARTS.user, WHERE)).toEqual({
        type: "file",
        file: { file_data: data, filename: "a.pdf" },
      });
    });

    it.each(["file_id", "file_url"])("a file by %s is refused, saying files come only as data", (field) => {
      const error = refusalOf({ type: "input_file", [field]: "x", file_data: data, filename: "a.pdf" });
      expect(error.param).toBe(`${WHERE}.${field}`);
      expect(error.message).toBe(
        `${WHERE}.${field} is not offered: a chat-completions model takes a file only as file_data (a data URL) with its filename`,
      );
    });

    it.each([undefined, ""])("file_data of %j is refused", (fileData) => {
      const error = refusalOf({ type: "input_file", file_data: fileData, filename: "a.pdf" });
      expect(error.param).toBe(`${WHERE}.file_data`);
      expect(error.message).toBe(`${WHERE}.file_data must be the file as a data URL`);
    });

    it.each([undefined, ""])("a filename of %j is refused", (filename) => {
      const error = refusalOf({ type: "input_file", file_data: data, filename });
      expect(error.param).toBe(`${WHERE}.filename`);
      expect(error.message).toBe(`${WHERE}.filename must name the file`);
    });
  });
});
