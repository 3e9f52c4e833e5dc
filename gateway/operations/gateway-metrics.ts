import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import type { RecordedRequest } from "../chat-completions/chat-history.repository.ts";

/** Seconds: from a cached answer's milliseconds to a slow model's long stream. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];
/** Seconds the gateway adds to a request: it should stay in the milliseconds. */
const ADDED_LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

/** What the figures read at each scrape are read from. */
export interface ObservedState {
  /** Requests recorded and not yet written, and how long the oldest has waited. */
  readonly recording: { readonly depth: number; readonly lagSeconds: number };
  /** Whether the shared state is reachable: true when Redis is up, or when there is none to reach. */
  sharedStateUp(): boolean;
  /** The budget reservations this instance holds now (requests in flight), by its own count. */
  budgetsHeldHere?(): { readonly reservations: number; readonly usd: number };
}

/** One request as the metrics count it. */
export interface AnsweredRequest {
  /** The route's pattern (e.g. /v1/api/chat/completions), never the URL as sent. */
  readonly endpoint: string;
  /** The model that served it (model endpoints); "" otherwise. */
  readonly model: string;
  readonly status: number;
  readonly seconds: number;
}

/**
 * The gateway's figures for Prometheus, in a registry of this server's own (never prom-client's global one: a
 * process may hold several servers, as the tests do).
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: "gateway_requests_total",
    help: "Requests answered, by endpoint (route pattern), model (model endpoints; empty otherwise) and status.",
    labelNames: ["endpoint", "model", "status"],
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: "gateway_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by endpoint, model and status.",
    labelNames: ["endpoint", "model", "status"],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly addedLatency = new Histogram({
    name: "gateway_added_latency_seconds",
    help:
      "The gateway's own time in a model request whose caller was known: its duration (a stream's: until its " +
      "first token) minus the time spent waiting on providers.",
    buckets: ADDED_LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly upstreamErrors = new Counter({
    name: "gateway_upstream_errors_total",
    help: 'Provider attempts that failed, by provider and the HTTP status it answered ("none": no answer).',
    labelNames: ["provider", "status"],
    registers: [this.registry],
  });

  /** The figures read at each scrape come from `state`; set once the server's parts exist. */
  observe(state: ObservedState): void {
    new Gauge({
      name: "gateway_recording_queue_depth",
      help: "Requests answered and not yet written to the request log.",
      registers: [this.registry],
      collect() {
        this.set(state.recording.depth);
      },
    });
    new Gauge({
      name: "gateway_recording_lag_seconds",
      help: "How long the oldest request not yet written to the request log has waited (0: none waits).",
      registers: [this.registry],
      collect() {
        this.set(state.recording.lagSeconds);
      },
    });
    new Gauge({
      name: "gateway_shared_state_up",
      help: "1 when the shared state (Redis) answers, or when there is none (REDIS_URL unset); 0 while it fails.",
      registers: [this.registry],
      collect() {
        this.set(state.sharedStateUp() ? 1 : 0);
      },
    });
    const heldHere = state.budgetsHeldHere;
    if (!heldHere) return;
    new Gauge({
      name: "gateway_budget_reservations_held",
      help: "Budget reservations this instance holds for requests in flight.",
      registers: [this.registry],
      collect() {
        this.set(heldHere().reservations);
      },
    });
    new Gauge({
      name: "gateway_budget_reserved_usd",
      help: "USD this instance holds against budgets for requests in flight.",
      registers: [this.registry],
      collect() {
        this.set(heldHere().usd);
      },
    });
  }

  answered(request: AnsweredRequest): void {
    const labels = { endpoint: request.endpoint, model: request.model, status: String(request.status) };
    this.requests.inc(labels);
    this.durations.observe(labels, request.seconds);
  }

  /** A model request is over: the gateway's own share of its time, and the providers that failed it. */
  recorded(request: RecordedRequest): void {
    for (const failure of request.upstreamFailures ?? [])
      this.upstreamErrors.inc({ provider: failure.provider, status: String(failure.status ?? "none") });
    if (request.upstreamMs === undefined) return;
    const endMs =
      request.isStream && request.timeToFirstTokenMs !== null
        ? request.timeToFirstTokenMs
        : request.durationMs;
    this.addedLatency.observe(Math.max(0, endMs - request.upstreamMs) / 1000);
  }
}

const METRICS = new WeakMap<Server, GatewayMetrics>();

/** The one set of metrics of a server, shared by its operators' routes and its model endpoints. */
export function serverGatewayMetrics(app: FastifyInstance): GatewayMetrics {
  let metrics = METRICS.get(app.server);
  if (!metrics) {
    metrics = new GatewayMetrics();
    METRICS.set(app.server, metrics);
  }
  return metrics;
}
