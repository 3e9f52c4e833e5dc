import { isJsonObject } from "./json-object.ts";
import { ResponsesRequestError } from "./responses-request-error.ts";

/** A chat-completions content part. */
export type ChatPart = Readonly<Record<string, unknown>>;

/** The content parts a Responses message of each role may carry, and a function's output. */
export const INPUT_PARTS = {
  user: ["input_text", "input_image", "input_file"],
  // Chat's system and developer messages hold text only.
  system: ["input_text"],
  developer: ["input_text"],
  assistant: ["output_text", "refusal"],
  // A chat tool message holds text only: an image a function returned could not reach the model.
  functionOutput: ["input_text"],
} as const satisfies Record<string, readonly string[]>;

/**
 * One Responses content part as the chat part that carries the same thing; `allowed` are the part types the
 * message may hold. Files and images the gateway would have to fetch from OpenAI's file store are refused.
 */
export function chatPartOfInput(part: unknown, allowed: readonly string[], where: string): ChatPart {
  const type = isJsonObject(part) ? part.type : undefined;
  if (!isJsonObject(part) || typeof type !== "string" || !allowed.includes(type))
    throw ResponsesRequestError.at(`${where}.type`, `must be one of: ${allowed.join(", ")}`);
  if (type === "input_image") return imagePart(part, where);
  if (type === "input_file") return filePart(part, where);
  const field = type === "refusal" ? "refusal" : "text";
  const value = part[field];
  if (typeof value !== "string") throw ResponsesRequestError.at(`${where}.${field}`, "must be a string");
  return type === "refusal" ? { type: "refusal", refusal: value } : { type: "text", text: value };
}

function imagePart(part: Readonly<Record<string, unknown>>, where: string): ChatPart {
  if (part.file_id !== undefined && part.file_id !== null)
    throw ResponsesRequestError.at(
      `${where}.file_id`,
      "is not offered: the gateway keeps no files; send the image as image_url (a URL or a data URL)",
    );
  if (typeof part.image_url !== "string" || part.image_url === "")
    throw ResponsesRequestError.at(`${where}.image_url`, "must be a URL or a data URL");
  const detail = typeof part.detail === "string" ? { detail: part.detail } : {};
  return { type: "image_url", image_url: { url: part.image_url, ...detail } };
}

function filePart(part: Readonly<Record<string, unknown>>, where: string): ChatPart {
  for (const field of ["file_id", "file_url"] as const)
    if (part[field] !== undefined && part[field] !== null)
      throw ResponsesRequestError.at(
        `${where}.${field}`,
        "is not offered: a chat-completions model takes a file only as file_data (a data URL) with its filename",
      );
  if (typeof part.file_data !== "string" || part.file_data === "")
    throw ResponsesRequestError.at(`${where}.file_data`, "must be the file as a data URL");
  if (typeof part.filename !== "string" || part.filename === "")
    throw ResponsesRequestError.at(`${where}.filename`, "must name the file");
  return { type: "file", file: { file_data: part.file_data, filename: part.filename } };
}
