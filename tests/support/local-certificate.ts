import { execFile } from "node:child_process";
import { createHash, X509Certificate } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { TlsCredentials } from "./static-server.ts";

const run = promisify(execFile);

export interface LocalCertificate extends TlsCredentials {
  /**
   * Base64 SHA-256 of the certificate's public key: Chromium started with
   * `--ignore-certificate-errors-spki-list=<this>` trusts the certificate as if a real authority had signed it,
   * so pages are secure contexts and Lighthouse sees a valid HTTPS site.
   */
  readonly spkiSha256: string;
}

/** A throw-away self-signed certificate for https://127.0.0.1, made with openssl (Debian package openssl). */
export async function createLocalCertificate(): Promise<LocalCertificate> {
  const folder = await mkdtemp(join(tmpdir(), "local-certificate-"));
  try {
    const key = join(folder, "key.pem");
    const cert = join(folder, "cert.pem");
    await run("openssl", [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ]);
    const certificate = await readFile(cert, "utf8");
    const publicKey = new X509Certificate(certificate).publicKey.export({ type: "spki", format: "der" });
    return {
      key: await readFile(key, "utf8"),
      cert: certificate,
      spkiSha256: createHash("sha256").update(publicKey).digest("base64"),
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
