import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from "./auth-emulator.ts";

const REPOSITORY = fileURLToPath(new URL("../../", import.meta.url));
const FIREBASE_CLI = fileURLToPath(
  new URL("../../node_modules/firebase-tools/lib/bin/firebase.js", import.meta.url),
);
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;
const KEPT_OUTPUT_LINES = 40;

/** The Auth emulator a script runs against: one it started (and stops), or one that was already answering. */
export interface AuthEmulator {
  /** True when this process started the emulator; stop() then shuts it down. */
  readonly startedHere: boolean;
  stop(): Promise<void>;
}

/** Whether an Auth emulator answers at 127.0.0.1:9099 (firebase.json). */
export async function authEmulatorAnswers(): Promise<boolean> {
  try {
    // No kept-alive socket left behind: the caller's next call may come after the emulator has closed it.
    const response = await fetch(`http://${AUTH_EMULATOR_HOST}/`, {
      headers: { Connection: "close" },
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export interface AuthEmulatorOptions {
  /** A folder to load the accounts from when it holds an export, and to export them to on a clean stop. */
  readonly persistIn?: string;
}

/**
 * Reuses the Auth emulator that already answers, or starts one (firebase.json: 127.0.0.1:9099, no UI) and waits
 * until it answers. It runs in a process group of its own, so a Ctrl-C reaches the caller, which stops it in order.
 */
export async function ensureAuthEmulator(options: AuthEmulatorOptions = {}): Promise<AuthEmulator> {
  if (await authEmulatorAnswers()) return { startedHere: false, stop: async () => {} };
  const child = spawn(
    process.execPath,
    [
      FIREBASE_CLI,
      "emulators:start",
      ...["--only", "auth", "--project", AUTH_EMULATOR_PROJECT],
      ...persistence(options.persistIn),
    ],
    {
      cwd: REPOSITORY,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // No network beyond loopback: no message-of-the-day, update check or usage report.
        CI: "true",
        NO_UPDATE_NOTIFIER: "1",
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
      },
    },
  );
  const output = keepLastLines(child);
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await authEmulatorAnswers())) {
    const exit = await Promise.race([exited, delay(250).then(() => undefined)]);
    // Another script may have started one on the same port a moment before: use that one.
    if (exit !== undefined && (await authEmulatorAnswers()))
      return { startedHere: false, stop: async () => {} };
    if (exit !== undefined || Date.now() > deadline) {
      stopGroup(child, "SIGKILL");
      throw new Error(`The Auth emulator did not start (exit ${exit ?? "timeout"}):\n${output.join("\n")}`);
    }
  }
  // Should this process die without stopping it, the emulator must not outlive it.
  const killOnExit = () => stopGroup(child, "SIGKILL");
  process.once("exit", killOnExit);
  return {
    startedHere: true,
    stop: async () => {
      await stopEmulator(child, exited);
      process.off("exit", killOnExit);
    },
  };
}

function persistence(folder: string | undefined): string[] {
  if (!folder) return [];
  const exported = existsSync(join(folder, "firebase-export-metadata.json"));
  return [...(exported ? ["--import", folder] : []), "--export-on-exit", folder];
}

async function stopEmulator(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  stopGroup(child, "SIGINT");
  const timer = delay(STOP_TIMEOUT_MS).then(() => "timeout" as const);
  if ((await Promise.race([exited, timer])) === "timeout") {
    stopGroup(child, "SIGKILL");
    await exited;
  }
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function keepLastLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_OUTPUT_LINES));
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return lines;
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
