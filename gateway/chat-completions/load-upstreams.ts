import type { UpstreamConfig } from "./upstream-config.ts";

/** The upstreams configured in a file or the environment (gateway/README.md). (Filled in by chat completions.) */
export async function loadUpstreams(
  _file: string | null,
  _env: Record<string, string | undefined>,
): Promise<UpstreamConfig[]> {
  return [];
}
