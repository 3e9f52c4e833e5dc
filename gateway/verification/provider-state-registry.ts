import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ProviderStateHandler, ProviderStates } from "./provider-state.ts";

const GATEWAY_FOLDER = fileURLToPath(new URL("..", import.meta.url));

/**
 * Every area's provider states (gateway/<area>/*.provider-states.ts), by state name. Two areas defining the same
 * state is a mistake this refuses, so a state always means one thing.
 */
export async function loadProviderStates(): Promise<Map<string, ProviderStateHandler>> {
  const handlers = new Map<string, ProviderStateHandler>();
  for (const file of await stateFiles()) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const states of Object.values(module).filter(isStates)) {
      for (const [name, handler] of Object.entries(states)) {
        if (handlers.has(name) && handlers.get(name) !== handler) {
          throw new Error(
            `provider state "${name}" is defined twice (again in ${relative(GATEWAY_FOLDER, file)})`,
          );
        }
        handlers.set(name, handler);
      }
    }
  }
  return handlers;
}

async function stateFiles(): Promise<string[]> {
  const entries = await readdir(GATEWAY_FOLDER, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith(".provider-states.ts"))
    .sort()
    .map((entry) => join(GATEWAY_FOLDER, entry));
}

function isStates(value: unknown): value is ProviderStates {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).length > 0 &&
    Object.values(value).every((handler) => typeof handler === "function")
  );
}
