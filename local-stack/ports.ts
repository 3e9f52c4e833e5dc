import { portIsFree } from "../tests/support/loopback-ports.ts";

/** Refuses to start over a running stack: two gateways on one PGlite folder would corrupt it. */
export async function assertPortsFree(ports: Readonly<Record<string, number>>): Promise<void> {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port)))
      throw new Error(
        `Port ${port} (${name}) is in use: is the local stack already running? Stop it, or set ${name}.`,
      );
  }
}
