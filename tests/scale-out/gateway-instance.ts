import type { ChildProcess } from "node:child_process";
import { untilListening } from "../bench/gateway-overhead/gateway-under-test.ts";
import {
  forwardOutput,
  minimalEnvironment,
  startTypeScriptProcess,
  stopProcess,
} from "../bench/gateway-overhead/node-processes.ts";

/**
 * One gateway instance as an operator runs it (`node --import tsx gateway/main.ts`, its settings in the
 * environment), in its own process, so the suite can stop it (SIGTERM), kill it (SIGKILL) and start it again.
 */
export class GatewayInstance {
  private child: ChildProcess | null = null;

  constructor(
    /** Its name in haproxy's configuration and in the figures, e.g. g1. */
    readonly name: string,
    readonly port: number,
    private environment: Record<string, string>,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get apiUrl(): string {
    return `${this.origin}/v1/api`;
  }

  /** Its process id while it runs, else 0. */
  get pid(): number {
    return this.child?.exitCode === null ? (this.child.pid ?? 0) : 0;
  }

  /** Starts it (with these settings changed, if given); resolves once it answers HTTP. */
  async start(changedSettings: Record<string, string> = {}): Promise<void> {
    this.environment = { ...this.environment, ...changedSettings };
    const child = startTypeScriptProcess(
      "gateway/main.ts",
      minimalEnvironment({ ...this.environment, GATEWAY_HOST: "127.0.0.1", GATEWAY_PORT: String(this.port) }),
    );
    forwardOutput(child, this.name);
    // A suite that ends abruptly must not leave an instance behind, holding its port and the database.
    const leftBehind = () => child.kill("SIGKILL");
    process.once("exit", leftBehind);
    child.once("exit", () => process.off("exit", leftBehind));
    this.child = child;
    await untilListening(this.apiUrl, child).catch(async (error: unknown) => {
      await this.kill();
      throw error;
    });
  }

  /** SIGTERM: it drains and records what it answered; resolves with its exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    this.child = null;
    return child ? stopProcess(child) : 0;
  }

  /** SIGKILL: gone at once, as in a crash. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await gone;
  }
}
