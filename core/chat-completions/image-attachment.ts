/** The largest image a question may carry, stated to the person; four of them fit the gateway's body limit. */
export const IMAGE_ATTACHMENT_LIMIT_BYTES = 3 * 1024 * 1024;

export const IMAGE_ATTACHMENTS_PER_MESSAGE = 4;

/** The image types OpenAI's vision models read. */
export const IMAGE_ATTACHMENT_TYPES: readonly string[] = [
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
];

export type ImageAttachmentProblem = "unsupportedType" | "tooLarge" | "tooMany";

/** Why a file cannot be attached to a question that already holds `alreadyAttached` images; null when it can. */
export function imageAttachmentProblem(
  file: { readonly type: string; readonly size: number },
  alreadyAttached: number,
): ImageAttachmentProblem | null {
  // A full question takes no file at all, whatever it is.
  if (alreadyAttached >= IMAGE_ATTACHMENTS_PER_MESSAGE) return "tooMany";
  if (!IMAGE_ATTACHMENT_TYPES.includes(file.type.toLowerCase())) return "unsupportedType";
  if (file.size > IMAGE_ATTACHMENT_LIMIT_BYTES) return "tooLarge";
  return null;
}

const IMAGE_DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Whether the URL is an image of an attachable type, given inline as base64 (never a remote address). */
export function isImageDataUrl(url: string): boolean {
  return IMAGE_DATA_URL.test(url);
}

/** The media type and base64 data of an image data URL; null for anything else. */
export function imageDataUrlParts(url: string): { readonly mediaType: string; readonly data: string } | null {
  const match = IMAGE_DATA_URL.exec(url);
  return match?.[1] && match[2] ? { mediaType: match[1], data: match[2] } : null;
}
