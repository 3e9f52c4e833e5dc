import { BENCH_MODEL, type GatewayUnderTest } from "./gateway-under-test.ts";
import type { LoadTarget } from "./load-run.ts";

const MESSAGES = [
  { role: "system", content: "You are a concise assistant." },
  { role: "user", content: "What is a watt, in a few sentences?" },
];

/** The same completion asked of the mock upstream directly and through the gateway (with the seeded key). */
export function benchTargets(
  mockBaseUrl: string,
  gateway: GatewayUnderTest,
  stream: boolean,
): { readonly direct: LoadTarget; readonly gateway: LoadTarget } {
  const isCorrect = stream
    ? (body: string) => body.endsWith("data: [DONE]\n\n") && !body.includes("errMsgs")
    : (body: string) => body.startsWith("{") && body.includes('"choices"');
  const json = { "content-type": "application/json" };
  const request = { model: BENCH_MODEL, messages: MESSAGES, stream };
  // Asked directly, a client asks for the usage chunk that the gateway always asks for (and relays).
  const direct = stream ? { ...request, stream_options: { include_usage: true } } : request;
  return {
    direct: {
      url: `${mockBaseUrl}/chat/completions`,
      headers: json,
      body: JSON.stringify(direct),
      isCorrect,
    },
    gateway: {
      url: `${gateway.apiUrl}/chat/completions`,
      headers: { ...json, authorization: `Bearer ${gateway.apiKey}` },
      body: JSON.stringify(request),
      isCorrect,
    },
  };
}
