// A child process serving the mock OpenAI-compatible upstream, so it has its own event loop, as a real upstream
// would, and neither the load tool nor the gateway shares its CPU time. Prints `{"baseUrl": …}` once listening.
import { startMockOpenAiUpstream } from "../../../gateway/testing/mock-openai-upstream.ts";

/** A short real answer: 42 words, streamed as 42 content chunks between the role and finish chunks. */
const MOCK_ANSWER =
  "A watt is the SI unit of power: one joule of energy transferred or converted every second. " +
  "A 60 watt bulb uses 60 joules each second, and running it for an hour consumes 0.06 kilowatt-hours, " +
  "which is how electricity bills count energy.";

const mock = await startMockOpenAiUpstream({ answer: MOCK_ANSWER });
process.stdout.write(`${JSON.stringify({ baseUrl: mock.baseUrl })}\n`);
process.on("SIGTERM", () => void mock.close().then(() => process.exit(0)));
