import { describe, expect, it } from "vitest";
import { base64Image, refusalOf, textBlock } from "./anthropic-messages.test-helper.ts";
import { chatPartsOfBlock, textAndImageParts } from "./chat-parts-of-blocks.ts";

const WHERE = "messages[0].content[1]";
const partsOf = (block: Record<string, unknown>) => chatPartsOfBlock(block, WHERE);
const refusal = (block: Record<string, unknown>) => refusalOf(() => partsOf(block));
const pdf = (fields: Record<string, unknown> = {}) => ({
  type: "document",
  source: { type: "base64", media_type: "application/pdf", data: "JVBE" },
  ...fields,
});

describe("the chat parts of a user message's blocks", () => {
  it("a text block is a text part", () => {
    expect(partsOf(textBlock("Hi"))).toEqual([{ type: "text", text: "Hi" }]);
  });

  it("a text block whose text is not a string is refused naming its text", () => {
    const error = refusal({ type: "text", text: 3 });
    expect(error.param).toBe(`${WHERE}.text`);
    expect(error.message).toBe(`${WHERE}.text must be a string`);
  });

  it("a block a user message cannot hold is refused, listing the blocks it can", () => {
    const error = refusal({ type: "tool_use", id: "toolu_1", name: "weather", input: {} });
    expect(error.param).toBe(`${WHERE}.type`);
    expect(error.message).toBe(
      `${WHERE}.type must be one of: text, image, document, tool_result (it is "tool_use": not a block a user ` +
        "message can hold, or one that chat-completions models cannot be given)",
    );
  });

  describe("images", () => {
    it.each(["image/jpeg", "image/png", "image/gif", "image/webp"])(
      "a base64 %s is a data URL",
      (mediaType) => {
        expect(partsOf(base64Image("QUJD", mediaType))).toEqual([
          { type: "image_url", image_url: { url: `data:${mediaType};base64,QUJD` } },
        ]);
      },
    );

    it("another media type is refused, listing the four", () => {
      const error = refusal(base64Image("QUJD", "image/tiff"));
      expect(error.param).toBe(`${WHERE}.source.media_type`);
      expect(error.message).toBe(
        `${WHERE}.source.media_type must be one of: image/jpeg, image/png, image/gif, image/webp`,
      );
    });

    it("base64 data that is not a string is refused", () => {
      const error = refusal({ type: "image", source: { type: "base64", media_type: "image/png", data: 1 } });
      expect(error.param).toBe(`${WHERE}.source.data`);
      expect(error.message).toBe(`${WHERE}.source.data must be base64 text`);
    });

    it("a source that is not an object is refused", () => {
      const error = refusal({ type: "image", source: "https://example.com/cat.png" });
      expect(error.param).toBe(`${WHERE}.source`);
      expect(error.message).toBe(`${WHERE}.source must be an object whose type is base64 or url`);
    });

    it("a URL source whose url is not a string is refused", () => {
      const error = refusal({ type: "image", source: { type: "url", url: null } });
      expect(error.param).toBe(`${WHERE}.source.url`);
      expect(error.message).toBe(`${WHERE}.source.url must be a string`);
    });

    it("a file source is refused, saying how to send the image instead", () => {
      const error = refusal({ type: "image", source: { type: "file", file_id: "file_1" } });
      expect(error.param).toBe(`${WHERE}.source.type`);
      expect(error.message).toBe(
        `${WHERE}.source.type is file: a file kept by Anthropic's Files API, which chat-completions models cannot ` +
          "read; send the image as base64 or by URL",
      );
    });

    it("another source type is refused, listing base64 and url", () => {
      const error = refusal({ type: "image", source: { type: "path", path: "/tmp/cat.png" } });
      expect(error.param).toBe(`${WHERE}.source.type`);
      expect(error.message).toBe(`${WHERE}.source.type must be one of: base64, url`);
    });
  });

  describe("documents", () => {
    it("a PDF without a title is a file named document.pdf, with no heading", () => {
      expect(partsOf(pdf())).toEqual([
        { type: "file", file: { filename: "document.pdf", file_data: "data:application/pdf;base64,JVBE" } },
      ]);
      expect(partsOf(pdf({ title: "" }))[0]).toMatchObject({ file: { filename: "document.pdf" } });
    });

    it("a context alone is the heading; empty and non-text titles and contexts are left out", () => {
      expect(partsOf(pdf({ title: 7, context: "From the landlord" }))).toEqual([
        { type: "text", text: "From the landlord" },
        { type: "file", file: { filename: "document.pdf", file_data: "data:application/pdf;base64,JVBE" } },
      ]);
      expect(partsOf(pdf({ title: "", context: "" }))).toHaveLength(1);
    });

    it("a base64 document that is not a PDF is refused", () => {
      const error = refusal({
        type: "document",
        source: { type: "base64", media_type: "text/csv", data: "YQ==" },
      });
      expect(error.param).toBe(`${WHERE}.source.media_type`);
      expect(error.message).toBe(`${WHERE}.source.media_type must be application/pdf`);
    });

    it("a PDF whose data is not text is refused", () => {
      const error = refusal({ type: "document", source: { type: "base64", media_type: "application/pdf" } });
      expect(error.param).toBe(`${WHERE}.source.data`);
    });

    it("a text document whose data is not a string is refused", () => {
      const error = refusal({ type: "document", source: { type: "text", data: ["Rent"] } });
      expect(error.param).toBe(`${WHERE}.source.data`);
      expect(error.message).toBe(`${WHERE}.source.data must be a string`);
    });

    it("a content document gives its text and image blocks as parts, after its title", () => {
      const source = { type: "content", content: [textBlock("Page one"), base64Image("QUJD")] };
      expect(partsOf({ type: "document", title: "Scan", source })).toEqual([
        { type: "text", text: "Scan" },
        { type: "text", text: "Page one" },
        { type: "image_url", image_url: { url: "data:image/png;base64,QUJD" } },
      ]);
    });

    it("a content document's other blocks are refused as not held by a document's content", () => {
      const source = { type: "content", content: [{ type: "document" }] };
      const error = refusal({ type: "document", source });
      expect(error.param).toBe(`${WHERE}.source.content[0].type`);
      expect(error.message).toMatch(
        /^\S+ must be one of: text, image \(it is "document": not a block a document's content message/,
      );
    });

    it("a document without a source object is refused", () => {
      const error = refusal({ type: "document", source: "JVBE" });
      expect(error.param).toBe(`${WHERE}.source`);
      expect(error.message).toBe(`${WHERE}.source must be an object whose type is base64, text or content`);
    });

    it("a document by URL is refused, saying chat models take documents only as data", () => {
      const error = refusal({ type: "document", source: { type: "url", url: "https://example.com/a.pdf" } });
      expect(error.param).toBe(`${WHERE}.source.type`);
      expect(error.message).toBe(
        `${WHERE}.source.type must be one of: base64, text, content (chat-completions models take a document ` +
          "only as data, not by URL or Files API id)",
      );
    });
  });
});

describe("text and image blocks as chat parts", () => {
  const where = "messages[2].content[0].content";

  it("a string is one text part", () => {
    expect(textAndImageParts("Sunny", where, "a tool result")).toEqual([{ type: "text", text: "Sunny" }]);
  });

  it("content neither a string nor a list is refused", () => {
    const error = refusalOf(() => textAndImageParts({ text: "Sunny" }, where, "a tool result"));
    expect(error.param).toBe(where);
    expect(error.message).toBe(`${where} must be a string or a list of text and image blocks`);
  });

  it("a block that is not an object is refused as missing a type, naming its holder", () => {
    const error = refusalOf(() => textAndImageParts([textBlock("a"), "b"], where, "a tool result"));
    expect(error.param).toBe(`${where}[1].type`);
    expect(error.message).toBe(
      `${where}[1].type must be one of: text, image (it is missing: not a block a tool result message can hold, ` +
        "or one that chat-completions models cannot be given)",
    );
  });

  it("an image's source is read at its own path", () => {
    const error = refusalOf(() => textAndImageParts([{ type: "image", source: 1 }], where, "a tool result"));
    expect(error.param).toBe(`${where}[0].source`);
  });
});
