import { createServer } from "node:net";

/** Whether nothing listens on this loopback port (binding it succeeds). */
export function portIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

/** A loopback port nobody listens on right now. */
export function unusedPort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}
