import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "./gateway-under-test.ts";
import type { LoadTarget } from "./load-run.ts";
import { forwardOutput, minimalEnvironment, REPOSITORY, stopProcess } from "./node-processes.ts";

/** A peer gateway run beside ours for comparison, never judged. */
export interface PeerGateway {
  readonly name: string;
  readonly pid: number;
  /** The same completion as ours is asked, through the peer, to the same mock upstream. */
  target(request: object, isCorrect: LoadTarget["isCorrect"]): LoadTarget;
  stop(): Promise<void>;
}

const PORTKEY_VERSION = "1.15.2";

/**
 * Portkey's open-source gateway as its package starts it (production mode, no console UI), forwarding to the
 * mock upstream named in each request's headers, as its documentation shows for a custom OpenAI-compatible host.
 */
export async function startPortkeyGateway(mockBaseUrl: string): Promise<PeerGateway> {
  const entry = createRequire(import.meta.url).resolve("@portkey-ai/gateway/build/start-server.js");
  const port = await freePort();
  const child = spawn(process.execPath, [entry, `--port=${port}`, "--headless"], {
    cwd: REPOSITORY,
    env: minimalEnvironment({ NODE_ENV: "production" }),
    stdio: ["ignore", "pipe", "inherit"],
  });
  forwardOutput(child, "portkey");
  const baseUrl = `http://127.0.0.1:${port}`;
  await untilAnswering(baseUrl, () => child.exitCode !== null);
  return {
    name: `Portkey ${PORTKEY_VERSION}`,
    pid: child.pid ?? 0,
    target: (request, isCorrect) => ({
      url: `${baseUrl}/v1/chat/completions`,
      headers: {
        "content-type": "application/json",
        authorization: "Bearer mock-upstream-key",
        "x-portkey-provider": "openai",
        "x-portkey-custom-host": mockBaseUrl,
      },
      body: JSON.stringify(request),
      isCorrect,
    }),
    stop: async () => {
      await stopProcess(child);
    },
  };
}

async function untilAnswering(baseUrl: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the peer gateway exited at start");
    if (
      await fetch(baseUrl).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the peer gateway did not answer within 30 s");
}
