import {
  IMAGE_ATTACHMENT_LIMIT_BYTES,
  IMAGE_ATTACHMENTS_PER_MESSAGE,
  imageAttachmentProblem,
  isImageDataUrl,
} from "../../core/chat-completions/image-attachment.ts";
import { imageSize } from "./image-size.ts";
import type { AttachedImage, NoticeValues, PlaygroundPhrase } from "./playground.state.ts";

/** A file the person chose to attach, as far as it can be judged before it is read. */
export interface ImageFile {
  readonly name: string;
  readonly type: string;
  /** Bytes. */
  readonly size: number;
}

/** Why an image was not attached, as the person is told. */
export interface ImageRefusal {
  readonly phrase: PlaygroundPhrase;
  readonly values: NoticeValues;
}

/**
 * The image, read, to attach next to `attached()` others; or why not. A file of another type, too large, or one
 * too many is refused before it is read; one that does not read as an image after. The count is asked again once
 * the file is read: another image may have been attached meanwhile.
 */
export async function imageToAttach(
  file: ImageFile,
  read: () => Promise<string>,
  attached: () => number,
): Promise<{ readonly image: Omit<AttachedImage, "id"> } | { readonly refusal: ImageRefusal }> {
  const before = imageAttachmentProblem(file, attached());
  if (before) return { refusal: attachmentRefusal(before, file) };
  let dataUrl = "";
  try {
    dataUrl = await read();
  } catch (error) {
    console.warn("An image could not be read:", error);
  }
  if (!isImageDataUrl(dataUrl))
    return { refusal: { phrase: "images.problems.unreadable", values: { name: file.name } } };
  if (attached() >= IMAGE_ATTACHMENTS_PER_MESSAGE) return { refusal: attachmentRefusal("tooMany", file) };
  return { image: { name: file.name, type: file.type, size: file.size, dataUrl } };
}

function attachmentRefusal(
  problem: "unsupportedType" | "tooLarge" | "tooMany",
  file: ImageFile,
): ImageRefusal {
  const limit =
    problem === "tooLarge" ? imageSize(IMAGE_ATTACHMENT_LIMIT_BYTES) : IMAGE_ATTACHMENTS_PER_MESSAGE;
  return { phrase: `images.problems.${problem}`, values: { name: file.name, limit } };
}
