import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, desktopChromiumPath } from "../../support/chromium.ts";

const START_TIMEOUT_MS = 20_000;
// Every host name resolves to nothing but the loopback address: a request to the internet fails at once, so a
// page that needs one loses its score instead of waiting on a closed network.
const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

export interface DebuggableChromium {
  /** The port of Chromium's remote debugging protocol, for Lighthouse and for Playwright's connectOverCDP. */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Starts the Debian Chromium with the tests' flags, a throw-away profile and a remote debugging port. Lighthouse
 * opens its tabs in the default browser context, so whatever a page stores there (a session) is seen by the tabs
 * Lighthouse opens afterwards; a Playwright-launched browser would keep its pages in separate contexts.
 * `trustedSpkiSha256` names the public key of a local certificate to trust (local-certificate.ts).
 */
export async function startChromiumWithDebuggingPort(trustedSpkiSha256: string): Promise<DebuggableChromium> {
  const profile = await mkdtemp(join(tmpdir(), "lighthouse-chromium-"));
  const chromium = spawn(
    desktopChromiumPath(),
    [
      ...CHROMIUM_ARGS,
      LOOPBACK_ONLY,
      `--ignore-certificate-errors-spki-list=${trustedSpkiSha256}`,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const exited = new Promise<void>((done) => chromium.once("exit", () => done()));
  const close = async () => {
    if (chromium.exitCode === null && chromium.signalCode === null) chromium.kill("SIGTERM");
    await exited;
    // Chromium's helper processes may still be writing its cache for a moment after it exits.
    await rm(profile, { recursive: true, force: true, maxRetries: 5 });
  };
  try {
    return { port: await debuggingPortAnnounced(chromium.stderr), close };
  } catch (error) {
    await close();
    throw error;
  }
}

function debuggingPortAnnounced(stderr: NodeJS.ReadableStream): Promise<number> {
  return new Promise((done, fail) => {
    let output = "";
    const timer = setTimeout(
      () => fail(new Error(`Chromium announced no debugging port:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const readAnnouncement = (chunk: Buffer) => {
      output += chunk.toString();
      const announced = /DevTools listening on ws:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (!announced?.[1]) return;
      clearTimeout(timer);
      // Chromium keeps writing to stderr: drain it unread so it never blocks on a full pipe.
      stderr.off("data", readAnnouncement);
      stderr.resume();
      done(Number(announced[1]));
    };
    stderr.on("data", readAnnouncement);
    stderr.once("end", () =>
      fail(new Error(`Chromium exited before announcing its debugging port:\n${output}`)),
    );
  });
}
