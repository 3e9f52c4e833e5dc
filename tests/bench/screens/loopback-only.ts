import type { BrowserContext } from "playwright-core";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** No network beyond this machine: what the page asks of the outside world fails at once instead of hanging. */
export async function keepToLoopback(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => route.abort(),
  );
}
