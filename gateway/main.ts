// The reference gateway alone: `npm run gateway` (docs/gateway.md). `npm start` runs it inside the
// local stack instead, with the Auth emulator, the demo data and the dashboard (local-stack/).

import { gatewayConfigFrom } from "./config/gateway-config.ts";
import { startGateway } from "./server/start-gateway.ts";
import { systemClock } from "./server/system-clock.ts";

const config = gatewayConfigFrom(process.env);
const gateway = await startGateway(config, process.env, systemClock);

// SIGHUP: the operator edited the catalogue file; a file with mistakes is refused and changes nothing.
process.on("SIGHUP", () => {
  gateway.reloadCatalogue().then(
    (result) => console.info(`Catalogue reloaded from ${config.catalogueFile}: ${JSON.stringify(result)}`),
    (error: unknown) =>
      console.error(`Catalogue not reloaded: ${error instanceof Error ? error.message : error}`),
  );
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void gateway.stop().then(() => process.exit(0));
  });
}
