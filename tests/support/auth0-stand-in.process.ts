import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

// A string, not a URL object: under jsdom the global URL is jsdom's, which node:url does not accept.
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "auth0-stand-in.main.ts");

export interface Auth0StandInProcess {
  readonly domain: string;
  readonly clientId: string;
  /** Query strings of the requests that reached /v2/logout. */
  logouts(): Promise<string[]>;
  stop(): Promise<void>;
}

/**
 * The Auth0 stand-in in a child process. Tests that need a DOM (jsdom) cannot host it themselves: jsdom's
 * globals (TextEncoder, Uint8Array of another realm) break the JOSE library it signs tokens with.
 */
export async function spawnAuth0StandIn(
  appOrigin: string,
  accounts: Readonly<Record<string, string>>,
): Promise<Auth0StandInProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SCRIPT], {
    env: { ...process.env, STAND_IN_APP_ORIGIN: appOrigin, STAND_IN_ACCOUNTS: JSON.stringify(accounts) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // oidc-provider warns that its in-memory store is for development: exactly what a stand-in is.
  createInterface({ input: child.stderr }).on("line", (line) => {
    if (!line.startsWith("oidc-provider WARNING: a quick start development-only")) console.error(line);
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<{ domain: string; clientId: string }>((done, fail) => {
    child.once("exit", (code) => fail(new Error(`The Auth0 stand-in exited with ${code}`)));
    lines.on("line", (line) => {
      if (line.startsWith("{")) done(JSON.parse(line));
    });
  });
  return {
    ...ready,
    logouts: async () => (await fetch(`${ready.domain}/__stand-in/logouts`)).json(),
    stop: () =>
      new Promise<void>((done) => {
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
