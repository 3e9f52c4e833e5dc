// The part of autocannon 9's programmatic API the gateway benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  /** One connection. `_doRequest` sends its next request (internal, but the only hook to pace requests). */
  export interface AutocannonClient extends EventEmitter {
    readonly destroyed: boolean;
    _doRequest(): void;
  }

  /** A request as setupRequest may change it. */
  export interface AutocannonRequestParams {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string;
  }

  /** One entry of `requests`; the context belongs to one connection and is fresh for each pass over the list. */
  export interface AutocannonRequest {
    readonly setupRequest?: (
      request: AutocannonRequestParams,
      context: Record<string, unknown>,
    ) => AutocannonRequestParams;
    readonly onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface AutocannonOptions {
    readonly url: string;
    readonly method?: "GET" | "POST";
    readonly headers?: Record<string, string>;
    readonly body?: string;
    readonly connections?: number;
    /** Seconds. */
    readonly duration?: number;
    /** Requests per second over all connections: each connection sends its share at the start of every second. */
    readonly overallRate?: number;
    readonly ignoreCoordinatedOmission?: boolean;
    /** Seconds. */
    readonly timeout?: number;
    readonly setupClient?: (client: AutocannonClient) => void;
    readonly verifyBody?: (body: string) => boolean;
    readonly requests?: readonly AutocannonRequest[];
  }

  export interface AutocannonResult {
    readonly errors: number;
    readonly timeouts: number;
    readonly mismatches: number;
    readonly non2xx: number;
    /** Seconds. */
    readonly duration: number;
    readonly throughput: { readonly average: number };
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(
      event: "response",
      listener: (client: AutocannonClient, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance;
}
