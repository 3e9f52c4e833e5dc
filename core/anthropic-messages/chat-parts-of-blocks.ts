import { textOfBlock, unservedBlock } from "./message-turns.ts";
import { invalidField } from "./messages-request-error.ts";
import { isPlainObject } from "./plain-object.ts";

/** One chat content part: `{type: "text", text}`, `{type: "image_url", …}`, `{type: "file", …}`. */
export type ChatPart = Record<string, unknown>;

const USER_BLOCKS = ["text", "image", "document", "tool_result"] as const;
const IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/** The chat parts of one block of a user message (its tool results aside). */
export function chatPartsOfBlock(block: Readonly<Record<string, unknown>>, where: string): ChatPart[] {
  switch (block.type) {
    case "text":
      return [textPart(textOfBlock(block, where))];
    case "image":
      return [imagePartOf(block.source, `${where}.source`)];
    case "document":
      return documentPartsOf(block, where);
    default:
      throw unservedBlock(block.type, where, "a user", USER_BLOCKS);
  }
}

export function textPart(text: string): ChatPart {
  return { type: "text", text };
}

/** Text and image blocks (a tool result's content, a document's own content) as chat parts; a string is a text. */
export function textAndImageParts(content: unknown, where: string, holder: string): ChatPart[] {
  if (typeof content === "string") return [textPart(content)];
  if (!Array.isArray(content))
    throw invalidField(where, "must be a string or a list of text and image blocks");
  return content.map((block, index) => {
    const at = `${where}[${index}]`;
    if (isPlainObject(block) && block.type === "text") return textPart(textOfBlock(block, at));
    if (isPlainObject(block) && block.type === "image") return imagePartOf(block.source, `${at}.source`);
    throw unservedBlock(isPlainObject(block) ? block.type : undefined, at, holder, ["text", "image"]);
  });
}

function imagePartOf(source: unknown, where: string): ChatPart {
  return { type: "image_url", image_url: { url: imageUrlOf(source, where) } };
}

function imageUrlOf(source: unknown, where: string): string {
  if (!isPlainObject(source)) throw invalidField(where, "must be an object whose type is base64 or url");
  if (source.type === "url") {
    if (typeof source.url !== "string") throw invalidField(`${where}.url`, "must be a string");
    return source.url;
  }
  if (source.type === "file")
    throw invalidField(
      `${where}.type`,
      "is file: a file kept by Anthropic's Files API, which chat-completions models cannot read; send the image " +
        "as base64 or by URL",
    );
  if (source.type !== "base64") throw invalidField(`${where}.type`, "must be one of: base64, url");
  if (!(IMAGE_TYPES as readonly unknown[]).includes(source.media_type))
    throw invalidField(`${where}.media_type`, `must be one of: ${IMAGE_TYPES.join(", ")}`);
  return `data:${source.media_type};base64,${base64Of(source, where)}`;
}

/**
 * A document as chat parts: a PDF becomes a file part, plain text a text part, a content source its text and image
 * parts. Its title and context, which Claude reads with it, come first as a text. Citations cannot be asked for:
 * chat models do not cite.
 */
function documentPartsOf(block: Readonly<Record<string, unknown>>, where: string): ChatPart[] {
  const { source, title, context } = block;
  const heading = [title, context].filter((text) => typeof text === "string" && text !== "").join("\n");
  const at = `${where}.source`;
  const parts = heading === "" ? [] : [textPart(heading)];
  if (!isPlainObject(source))
    throw invalidField(at, "must be an object whose type is base64, text or content");
  switch (source.type) {
    case "base64": {
      if (source.media_type !== "application/pdf")
        throw invalidField(`${at}.media_type`, "must be application/pdf");
      const filename = typeof title === "string" && title !== "" ? title : "document.pdf";
      const file = { filename, file_data: `data:application/pdf;base64,${base64Of(source, at)}` };
      return [...parts, { type: "file", file }];
    }
    case "text":
      if (typeof source.data !== "string") throw invalidField(`${at}.data`, "must be a string");
      return [...parts, textPart(source.data)];
    case "content":
      return [...parts, ...textAndImageParts(source.content, `${at}.content`, "a document's content")];
    default:
      throw invalidField(
        `${at}.type`,
        "must be one of: base64, text, content (chat-completions models take a document only as data, not by " +
          "URL or Files API id)",
      );
  }
}

function base64Of(source: Readonly<Record<string, unknown>>, where: string): string {
  if (typeof source.data !== "string") throw invalidField(`${where}.data`, "must be base64 text");
  return source.data;
}
