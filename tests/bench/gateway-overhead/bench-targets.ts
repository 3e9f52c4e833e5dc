import { BENCH_MODEL, type GatewayUnderTest } from "./gateway-under-test.ts";
import type { LoadTarget } from "./load-run.ts";
import type { PeerGateway } from "./peer-gateway.ts";

const MESSAGES = [
  { role: "system", content: "You are a concise assistant." },
  { role: "user", content: "What is a watt, in a few sentences?" },
];

/**
 * The same completion asked of the mock upstream directly, through the gateway (with the seeded key) and, when one
 * runs, through the peer gateway.
 */
export function benchTargets(
  mockBaseUrl: string,
  gateway: GatewayUnderTest,
  stream: boolean,
  peer: PeerGateway | null = null,
): { readonly direct: LoadTarget; readonly gateway: LoadTarget; readonly peer: LoadTarget | null } {
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
    // Asked as a client of the peer asks it: the same body as ours is sent.
    peer: peer?.target(request, isCorrect) ?? null,
  };
}
