import { RoutingStrategy } from "../../core/chat-completions/routing-strategy.ts";

/** Each routing strategy's key among the "playground.routingStrategy" translations. */
export const ROUTING_STRATEGY_LABEL_KEYS = {
  [RoutingStrategy.NONE]: "none",
  [RoutingStrategy.TOKEN_RATE]: "tokenRate",
  [RoutingStrategy.LATENCY]: "latency",
  [RoutingStrategy.COST]: "cost",
  [RoutingStrategy.ENERGY_COST]: "energyCost",
  [RoutingStrategy.EMISSION]: "emission",
} as const satisfies Record<RoutingStrategy, string>;
