import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const ENTRY = fileURLToPath(new URL("./start-local-stack.ts", import.meta.url));
const REPOSITORY = fileURLToPath(new URL("../", import.meta.url));

/** `npm start`'s script running in a child process, as a person's terminal would run it. */
export interface StackProcess {
  readonly dashboardUrl: string;
  readonly apiUrl: string;
  /** Everything it printed so far. */
  output(): string;
  /** Sends the signal (Ctrl-C is SIGINT) and resolves with the exit code. */
  interrupt(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the stack script and waits for the banner with its addresses. */
export async function spawnStack(env: Record<string, string>, timeoutMs: number): Promise<StackProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", ENTRY], {
    cwd: REPOSITORY,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  child.stderr.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  const deadline = Date.now() + timeoutMs;
  while (!/Press Ctrl-C to stop/.test(printed)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      stop(child);
      throw new Error(`The local stack did not start:\n${printed}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    dashboardUrl: addressAfter("Dashboard", printed),
    apiUrl: addressAfter("Gateway API", printed),
    output: () => printed,
    interrupt: (signal = "SIGINT") => {
      child.kill(signal);
      return exited;
    },
  };
}

function addressAfter(label: string, text: string): string {
  const found = new RegExp(`${label}\\s+(http\\S+)`).exec(text)?.[1];
  if (!found) throw new Error(`The banner has no ${label} address:\n${text}`);
  return found;
}

function stop(child: ChildProcess): void {
  if (child.exitCode === null) child.kill("SIGKILL");
}
