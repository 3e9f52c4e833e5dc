import type { ImageFile } from "./playground-driver.ts";

/** A 1×1 PNG: the smallest picture a model could be asked about. */
export const ONE_PIXEL_PNG: ImageFile = {
  name: "one-pixel.png",
  type: "image/png",
  bytes: Uint8Array.from(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    ),
  ),
};

/** A PNG of about this many megabytes (a real header, then padding): for the size limit. */
export function pngOfMegabytes(megabytes: number): ImageFile {
  const bytes = new Uint8Array(megabytes * 1024 * 1024);
  bytes.set(ONE_PIXEL_PNG.bytes);
  return { name: `large-${megabytes}mb.png`, type: "image/png", bytes };
}
