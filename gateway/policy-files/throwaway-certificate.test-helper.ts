import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import tls from "node:tls";

export interface ThrowawayCertificate {
  readonly key: string;
  readonly cert: string;
  /** Stops trusting it: the process's default certificate authorities as they were. */
  untrust(): void;
}

/**
 * A self-signed certificate for `hostname` and 127.0.0.1, made by openssl for this test run and valid a day, and
 * trusted by this test process alone (its default certificate authorities) until `untrust`.
 */
export function trustedThrowawayCertificate(hostname: string): ThrowawayCertificate {
  const folder = mkdtempSync(join(tmpdir(), "policy-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
        ...["-subj", `/CN=${hostname}`, "-addext", `subjectAltName=DNS:${hostname},IP:127.0.0.1`],
      ],
      { stdio: "ignore" },
    );
    const key = readFileSync(join(folder, "key.pem"), "utf8");
    const cert = readFileSync(join(folder, "cert.pem"), "utf8");
    const before = tls.getCACertificates("default");
    tls.setDefaultCACertificates([...before, cert]);
    return { key, cert, untrust: () => tls.setDefaultCACertificates(before) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
