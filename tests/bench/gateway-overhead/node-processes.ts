import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

export const REPOSITORY = fileURLToPath(new URL("../../../", import.meta.url));

/** Only what Node and tsx need: nothing from the caller's shell (a DATABASE_URL, an OPENAI_API_KEY) leaks in. */
export function minimalEnvironment(variables: Record<string, string>): Record<string, string> {
  const kept = ["PATH", "HOME", "TMPDIR", "LANG"].filter((name) => process.env[name] !== undefined);
  return { ...Object.fromEntries(kept.map((name) => [name, process.env[name] ?? ""])), ...variables };
}

/** Runs a TypeScript file on this Node with tsx, as `npm start` runs the gateway; its stderr goes to ours. */
export function startTypeScriptProcess(
  file: string,
  env: Record<string, string>,
  nodeFlags: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeFlags, "--import", "tsx", file], {
    cwd: REPOSITORY,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** The first line the process prints; later lines are passed on to our stderr. */
export function firstLineOf(child: ChildProcess, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    let first = true;
    lines.on("line", (line) => {
      if (first) resolve(line);
      else process.stderr.write(`[${what}] ${line}\n`);
      first = false;
    });
    child.once("exit", (code) => reject(new Error(`${what} exited with ${code} before it was ready`)));
  });
}

/** Passes everything the process prints on to our stderr, so its stdout pipe never fills up. */
export function forwardOutput(child: ChildProcess, what: string): void {
  createInterface({ input: child.stdout ?? process.stdin }).on("line", (line) =>
    process.stderr.write(`[${what}] ${line}\n`),
  );
}

/** SIGTERM, then SIGKILL if it is still running after the grace period; resolves with its exit code. */
export function stopProcess(child: ChildProcess, graceMs = 15_000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", (code) => {
      clearTimeout(kill);
      resolve(code);
    });
    child.kill("SIGTERM");
  });
}
