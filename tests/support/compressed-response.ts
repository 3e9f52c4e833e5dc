import type { IncomingMessage } from "node:http";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".map", ".txt"]);
// Quality 9 of 11: within a few per cent of the smallest output at a twentieth of the time.
const BROTLI_QUALITY = 9;

interface Compressed {
  readonly source: Buffer;
  readonly encoded: Buffer;
}

const compressedFiles = new Map<string, Compressed>();

export interface EncodedBody {
  readonly body: Buffer;
  /** Headers to add: Content-Encoding when compressed, and Vary for every compressible file. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Compresses text files as a static host or CDN does (brotli, else gzip, as the browser accepts), so page weights
 * and load timings measured here are those of a real deployment. Each file is compressed once per content.
 */
export function encodedForRequest(
  request: Pick<IncomingMessage, "headers">,
  file: string,
  body: Buffer,
): EncodedBody {
  if (!COMPRESSIBLE.has(extname(file))) return { body, headers: {} };
  const accepted = String(request.headers["accept-encoding"] ?? "");
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  if (encoding === undefined) return { body, headers: { Vary: "Accept-Encoding" } };
  const key = `${encoding} ${file}`;
  let compressed = compressedFiles.get(key);
  if (!compressed?.source.equals(body)) {
    const encoded =
      encoding === "br"
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : gzipSync(body, { level: 9 });
    compressed = { source: body, encoded };
    compressedFiles.set(key, compressed);
  }
  return { body: compressed.encoded, headers: { "Content-Encoding": encoding, Vary: "Accept-Encoding" } };
}
