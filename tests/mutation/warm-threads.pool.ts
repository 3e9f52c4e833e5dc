// A vitest pool whose worker thread outlives a test run. Stryker starts one vitest run per mutant, and vitest's own
// pools end their worker with the run: every mutant paid for a new thread, vitest's runtime and the environment
// before its first test. Here a run's end parks the thread and the next run takes it back.
//
// What a fresh thread guaranteed, a warm one keeps:
// - the project runs isolated (`isolate: true`), so the worker evaluates the project's modules afresh before each
//   test file, as a mutant switched on at a module's top level needs;
// - each run gets the project's configuration as it stands at that run (Stryker changes the test name filter per
//   mutant), since the worker would otherwise keep the one it was started with;
// - no mutant is left on from the run before while a test file's imports run: warm-thread-reset.setup.ts, which the
//   mutation config adds to the setup files.

import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import type { Plugin } from "vite";
import type { PoolOptions, PoolWorker, TestProject, WorkerRequest } from "vitest/node";

const POOL_NAME = "warm-threads";

type Listener = (...args: unknown[]) => void;

interface ParkedThread {
  thread: Worker;
  environment: string;
}

/** Per process: Stryker runs one vitest with one worker in each of its test-runner processes. */
let parked: ParkedThread | undefined;

class WarmThreadsPoolWorker implements PoolWorker {
  readonly name = POOL_NAME;
  private thread: Worker | undefined;
  private alreadyStarted = false;
  private readonly listeners: { event: string; callback: Listener }[] = [];

  constructor(private readonly options: PoolOptions) {}

  async start(): Promise<void> {
    if (this.thread) return;
    const environment = this.options.environment.name;
    const reusable = parked?.environment === environment ? parked : undefined;
    if (parked && !reusable) void parked.thread.terminate();
    parked = undefined;
    if (reusable) {
      this.thread = reusable.thread;
      this.thread.ref();
      this.alreadyStarted = true;
      return;
    }
    this.thread = spawnThread(this.options);
  }

  async stop(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    for (const { event, callback } of this.listeners.splice(0)) thread.off(event, callback);
    this.thread = undefined;
    thread.unref();
    parked = { thread, environment: this.options.environment.name };
  }

  send(message: WorkerRequest): void {
    const thread = this.requireThread();
    switch (message.type) {
      case "start":
        if (this.alreadyStarted) this.answer({ type: "started" });
        else thread.postMessage(message);
        break;
      case "stop":
        this.answer({ type: "stopped" });
        break;
      case "run":
      case "collect":
        thread.postMessage({
          ...message,
          context: { ...message.context, config: this.project.serializedConfig },
        });
        break;
      default:
        thread.postMessage(message);
    }
  }

  on(event: string, callback: Listener): void {
    this.listeners.push({ event, callback });
    this.requireThread().on(event, callback);
  }

  off(event: string, callback: Listener): void {
    const index = this.listeners.findIndex(
      (listener) => listener.event === event && listener.callback === callback,
    );
    if (index !== -1) this.listeners.splice(index, 1);
    this.thread?.off(event, callback);
  }

  deserialize(data: unknown): unknown {
    return data;
  }

  private get project(): TestProject {
    return this.options.project;
  }

  /** The thread already started (or is parked): answer as its worker would, without ending it. */
  private answer(response: { type: "started" | "stopped" }): void {
    const message = { ...response, __vitest_worker_response__: true };
    setImmediate(() => {
      for (const { event, callback } of [...this.listeners]) if (event === "message") callback(message);
    });
  }

  private requireThread(): Worker {
    if (!this.thread)
      throw new Error("The warm-threads worker was used before it started or after it stopped.");
    return this.thread;
  }
}

function spawnThread(options: PoolOptions): Worker {
  const logger = options.project.vitest.logger;
  const thread = new Worker(resolve(options.distPath, "workers/threads.js"), {
    env: options.env,
    execArgv: options.execArgv,
    stdout: true,
    stderr: true,
  });
  thread.stdout.pipe(logger.outputStream, { end: false });
  thread.stderr.pipe(logger.errorStream, { end: false });
  thread.once("exit", () => {
    if (parked?.thread === thread) parked = undefined;
  });
  return thread;
}

async function endParkedThread(): Promise<void> {
  const thread = parked?.thread;
  parked = undefined;
  await thread?.terminate();
}

/** Runs the project on the warm-threads pool, whatever pool the command line named. */
export function warmThreadsPool(): Plugin {
  return {
    name: "mutation-testing:warm-threads-pool",
    configureVitest({ project, vitest }) {
      project.config.pool = POOL_NAME;
      project.config.isolate = true;
      project.config.poolRunner = {
        name: POOL_NAME,
        createPoolWorker: (options: PoolOptions) => new WarmThreadsPoolWorker(options),
      };
      vitest.onClose(endParkedThread);
    },
  };
}
