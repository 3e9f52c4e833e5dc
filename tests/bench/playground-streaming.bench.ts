// Playground streaming 3,000 tokens at 100 tokens/s (issue 6, item 5), in Chromium through Playwright:
//   no long task (> 50 ms) during the stream, and keystroke-to-paint ≤ 50 ms in the prompt box while it streams.
//
//   npm run build:test:local && npm run bench:streaming
//
// Real data path: the reference gateway on 127.0.0.1:8788 (which dist/local-test calls) with an OpenAI-compatible
// upstream configured as an operator would (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODELS=gpt-4o-mini): the mock
// upstream of gateway/testing, answering a markdown text of 3,000 words, one word (one token) per chunk, 10 ms
// apart. The demo account signs in through the sign-in page (Auth emulator, started unless one answers), the
// dashboard's service worker finishes its first-visit install, then the bench picks gpt-4o-mini, sends a prompt
// from the playground and, while the reply streams, types a character into the prompt box every 150 ms.
//
// How each figure is measured, on the page's performance.now() clock:
// - the stream: from the first reply text seen to data-streaming="false" on the reply (tokens/s is 3,000 over it).
// - long tasks: PerformanceObserver 'longtask' entries starting during the stream; long animation frames too.
// - keystroke-to-paint, per key: from the keydown's event.timeStamp to the paint of the frame after the input
//   event (a message posted from the next requestAnimationFrame runs once that frame is rendered); p50, p95, max;
//   the budget holds for every key (max). Beside it, the Event Timing API's entries of the prompt box (duration
//   from the event to the next paint, ≥ 16 ms only) and their input delay.
// Exits non-zero when a budget is missed, the reply is incomplete or the prompt box kept no typed character.
// Figures: stdout and test-results/playground-streaming-bench.json. Port 8788 must be free.
import { setTimeout as pause } from "node:timers/promises";
import { startMockOpenAiUpstream } from "../../gateway/testing/mock-openai-upstream.ts";
import { DEMO_ACCOUNT } from "../../local-stack/demo-account.ts";
import { launchChromium } from "../support/chromium.ts";
import { signInThroughPage } from "../support/sign-in-page.ts";
import { recordPerformance } from "./performance-page.ts";
import { startBenchStack } from "./screens/bench-stack.ts";
import { type Figure, machineLoad, percentile, printFigures, saveReport } from "./screens/budget-table.ts";
import { keystrokesSeen, watchKeystrokes } from "./screens/keystroke-paint.probe.ts";
import { longMarkdownAnswer } from "./screens/long-markdown-answer.ts";
import { longTasksBetween, recordLongTasks } from "./screens/long-tasks.probe.ts";
import { keepToLoopback } from "./screens/loopback-only.ts";
import { mainThreadClock } from "./screens/main-thread-time.ts";
import { quietMachine } from "./screens/quiet-machine.ts";
import { replyStream } from "./screens/reply-stream.probe.ts";
import { serviceWorkerActive } from "./screens/service-worker-active.ts";

const TOKENS = 3000;
const TOKENS_PER_SECOND = 100;
const MODEL = "gpt-4o-mini";
const PROMPT = '[data-testid="playground-prompt"]';
const SEND = '[data-testid="playground-send"]';
const REPLY = '[data-testid="playground-reply"]';
const TYPING_EVERY_MS = 150;
const TYPED = "while the answer streams, the prompt box still answers every key ";
const LONG_TASKS_BUDGET = 0;
const KEYSTROKE_TO_PAINT_BUDGET_MS = 50;

async function main(): Promise<number> {
  console.info(
    `playground streaming benchmark, ${TOKENS} tokens at ${TOKENS_PER_SECOND}/s; ${await quietMachine()}; ${machineLoad()}`,
  );
  const answer = longMarkdownAnswer(TOKENS);
  const upstream = await startMockOpenAiUpstream({ answer, chunkDelayMs: 1000 / TOKENS_PER_SECOND });
  const stack = await startBenchStack({
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: upstream.baseUrl,
    OPENAI_MODELS: MODEL,
  }).catch(async (error) => {
    await upstream.close();
    throw error;
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await keepToLoopback(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await recordLongTasks(page);
    await signInThroughPage(page, stack.dashboardUrl, DEMO_ACCOUNT);
    await serviceWorkerActive(page);
    await page.goto(`${stack.dashboardUrl}/playground`);
    await page.locator(PROMPT).waitFor();
    await page.locator('[data-testid="playground-model"]').selectOption({ label: MODEL });
    await page.locator(PROMPT).fill("Write a long guide to measuring a gateway, in markdown.");
    await watchKeystrokes(page, PROMPT);
    const stream = replyStream(page, REPLY);
    const streamClock = await mainThreadClock(page);
    await page.locator(SEND).click();
    const started = await stream.started();
    await page.locator(PROMPT).click();
    const promptEditable = await page.locator(PROMPT).isEditable();
    let typed = "";
    let streaming = true;
    const ended = stream.ended().finally(() => {
      streaming = false;
    });
    while (streaming && promptEditable) {
      const key = TYPED[typed.length % TYPED.length] as string;
      await page.keyboard.type(key);
      typed += key;
      await pause(TYPING_EVERY_MS);
    }
    const { endedAt, text } = await ended;
    const streamTime = await streamClock.since();
    const slow = await longTasksBetween(page, started, endedAt);
    // Keys typed while the stream's end was being noticed (polled every 250 ms) do not count.
    const seen = await keystrokesSeen(page);
    const keystrokes = seen.keystrokes.filter((key) => key.keydownAt >= started && key.keydownAt <= endedAt);
    const eventTimings = seen.eventTimings.filter(
      (entry) => entry.startTime >= started && entry.startTime <= endedAt,
    );
    const promptValue = await page.locator(PROMPT).inputValue();
    const streamMs = endedAt - started;
    const latencies = keystrokes.map((keystroke) => keystroke.ms);
    const longest = (values: number[]) => Math.max(0, ...values);
    const figures: Figure[] = [
      { name: "stream duration", value: streamMs, unit: "ms" },
      { name: "tokens per second seen", value: (TOKENS / streamMs) * 1000, unit: "tok/s" },
      {
        name: "long tasks during the stream",
        value: slow.longTasks.length,
        unit: "",
        budget: LONG_TASKS_BUDGET,
      },
      { name: "  longest of them", value: longest(slow.longTasks.map((span) => span.duration)), unit: "ms" },
      { name: "long animation frames", value: slow.longFrames.length, unit: "" },
      { name: "  longest of them", value: longest(slow.longFrames.map((span) => span.duration)), unit: "ms" },
      { name: "main thread in script", value: streamTime.scriptMs, unit: "ms" },
      { name: "main thread in layout", value: streamTime.layoutMs, unit: "ms" },
      { name: "main thread in style", value: streamTime.styleMs, unit: "ms" },
      { name: "keys typed during the stream", value: keystrokes.length, unit: "" },
      { name: "keystroke-to-paint p50", value: percentile(latencies, 0.5), unit: "ms" },
      { name: "keystroke-to-paint p95", value: percentile(latencies, 0.95), unit: "ms" },
      {
        name: "keystroke-to-paint max",
        value: longest(latencies),
        unit: "ms",
        budget: KEYSTROKE_TO_PAINT_BUDGET_MS,
      },
      { name: "Event Timing entries ≥ 16 ms", value: eventTimings.length, unit: "" },
      { name: "  longest duration", value: longest(eventTimings.map((entry) => entry.duration)), unit: "ms" },
      {
        name: "  longest input delay",
        value: longest(eventTimings.map((entry) => entry.inputDelay)),
        unit: "ms",
      },
    ];
    const misses = printFigures(figures);
    const when = (span: { startTime: number; duration: number }) =>
      `${((span.startTime - started) / 1000).toFixed(1)} s (${span.duration.toFixed(0)} ms)`;
    if (slow.longTasks.length > 0)
      console.info(`long tasks, seconds into the stream: ${slow.longTasks.map(when).join(", ")}`);
    if (!promptEditable) misses.push("the prompt box cannot be typed in while the reply streams");
    else if (!promptValue.endsWith(typed.slice(-20)))
      misses.push(`the prompt box does not hold what was typed: ${JSON.stringify(promptValue.slice(-40))}`);
    if (keystrokes.length === 0 && promptEditable) misses.push("no keystroke was painted during the stream");
    const lastWords = answer
      .split(/\s+/)
      .slice(-3)
      .join(" ")
      .replace(/[`*#>]/g, "");
    if (!text.replace(/\s+/g, " ").includes(lastWords.replace(/\s+/g, " ")))
      misses.push(`the reply does not end with the answer's last words (${JSON.stringify(lastWords)})`);
    misses.push(...errors.map((error) => `page error: ${error}`));
    await saveReport("playground-streaming-bench", {
      tokens: TOKENS,
      tokensPerSecond: TOKENS_PER_SECOND,
      figures,
      keystrokes,
      eventTimings,
      slow,
      streamTime,
      misses,
      machine: machineLoad(),
    });
    await recordPerformance("playground-streaming", figures);
    for (const miss of misses) console.error(`missed: ${miss}`);
    console.info(`\n${misses.length === 0 ? "within budget" : "OVER BUDGET"}; ${machineLoad()}`);
    return misses.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await stack.stop();
    await upstream.close();
  }
}

process.exitCode = await main();
