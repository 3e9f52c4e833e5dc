import { describe, expect, it } from "vitest";
import {
  IMAGE_ATTACHMENT_LIMIT_BYTES,
  IMAGE_ATTACHMENT_TYPES,
  IMAGE_ATTACHMENTS_PER_MESSAGE,
  imageAttachmentProblem,
  imageDataUrlParts,
  isImageDataUrl,
} from "./image-attachment.ts";

const PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const photo = (overrides: Partial<{ type: string; size: number }> = {}) => ({
  type: "image/jpeg",
  size: 200_000,
  ...overrides,
});

describe("attaching an image to a question", () => {
  it("takes a PNG, JPEG, WebP or GIF within the size limit", () => {
    for (const type of ["image/png", "image/jpeg", "image/webp", "image/gif"])
      expect(imageAttachmentProblem(photo({ type }), 0)).toBeNull();
    expect(imageAttachmentProblem(photo({ size: IMAGE_ATTACHMENT_LIMIT_BYTES }), 0)).toBeNull();
  });

  it("refuses a file of a type vision models do not read", () => {
    expect(imageAttachmentProblem(photo({ type: "image/svg+xml" }), 0)).toBe("unsupportedType");
    expect(imageAttachmentProblem(photo({ type: "application/pdf" }), 0)).toBe("unsupportedType");
    expect(imageAttachmentProblem(photo({ type: "" }), 0)).toBe("unsupportedType");
  });

  it("refuses an image one byte over the limit of 3 MiB", () => {
    expect(IMAGE_ATTACHMENT_LIMIT_BYTES).toBe(3 * 1024 * 1024);
    expect(imageAttachmentProblem(photo({ size: IMAGE_ATTACHMENT_LIMIT_BYTES + 1 }), 0)).toBe("tooLarge");
  });

  it("refuses a fifth image, whatever the file, and takes the fourth", () => {
    expect(IMAGE_ATTACHMENTS_PER_MESSAGE).toBe(4);
    expect(imageAttachmentProblem(photo(), 3)).toBeNull();
    expect(imageAttachmentProblem(photo(), 4)).toBe("tooMany");
    expect(imageAttachmentProblem(photo({ type: "text/plain", size: 10 ** 9 }), 4)).toBe("tooMany");
  });
});

describe("an image data URL", () => {
  it("is a base64 image of an attachable type", () => {
    expect(isImageDataUrl(`data:image/png;base64,${PNG_BASE64}`)).toBe(true);
    expect(isImageDataUrl("data:image/webp;base64,UklGRg==")).toBe(true);
  });

  it("is not a remote address, another type, or data that is not base64", () => {
    expect(isImageDataUrl("https://example.com/cat.png")).toBe(false);
    expect(isImageDataUrl("data:image/svg+xml;base64,PHN2Zz4=")).toBe(false);
    expect(isImageDataUrl("data:image/png,rawbytes")).toBe(false);
    expect(isImageDataUrl("data:image/png;base64,not base64!")).toBe(false);
    expect(isImageDataUrl("data:image/png;base64,")).toBe(false);
  });

  it("gives its media type and data apart, and nothing for a remote address", () => {
    expect(imageDataUrlParts(`data:image/png;base64,${PNG_BASE64}`)).toEqual({
      mediaType: "image/png",
      data: PNG_BASE64,
    });
    expect(imageDataUrlParts("https://example.com/cat.png")).toBeNull();
  });
});

describe("an image, in detail", () => {
  it("is told by its type whatever the case of its letters", () => {
    expect(imageAttachmentProblem(photo({ type: "IMAGE/PNG" }), 0)).toBeNull();
    expect(IMAGE_ATTACHMENT_TYPES).toEqual(["image/png", "image/jpeg", "image/webp", "image/gif"]);
  });

  it("is refused for its type before its size", () => {
    expect(imageAttachmentProblem(photo({ type: "application/pdf", size: 10 ** 9 }), 0)).toBe(
      "unsupportedType",
    );
  });

  it("as a data URL is base64 with at most two padding signs, nothing before or after", () => {
    expect(isImageDataUrl("data:image/jpeg;base64,AAAA==")).toBe(true);
    expect(isImageDataUrl("data:image/gif;base64,R0lG+/8=")).toBe(true);
    expect(isImageDataUrl("data:image/jpeg;base64,AAAA===")).toBe(false);
    expect(isImageDataUrl("xdata:image/png;base64,AAAA")).toBe(false);
    expect(isImageDataUrl("data:image/png;base64,AAAA x")).toBe(false);
    expect(isImageDataUrl("data:image/jpg;base64,AAAA")).toBe(false);
  });

  it("gives apart the media type and data of each attachable type", () => {
    for (const type of ["png", "jpeg", "webp", "gif"])
      expect(imageDataUrlParts(`data:image/${type};base64,AB+/cd==`)).toEqual({
        mediaType: `image/${type}`,
        data: "AB+/cd==",
      });
    expect(imageDataUrlParts("data:image/png;base64,")).toBeNull();
  });
});
