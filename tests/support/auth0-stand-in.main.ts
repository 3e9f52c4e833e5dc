// Starts the Auth0 stand-in and prints {"domain","clientId"} on one line; stops on SIGTERM.
import { startAuth0StandIn } from "./auth0-stand-in.ts";

const standIn = await startAuth0StandIn({
  appOrigin: process.env.STAND_IN_APP_ORIGIN ?? "http://127.0.0.1:3000",
  accounts: JSON.parse(process.env.STAND_IN_ACCOUNTS ?? "{}"),
});
console.info(JSON.stringify({ domain: standIn.domain, clientId: standIn.clientId }));
process.on("SIGTERM", () => {
  void standIn.close().then(() => process.exit(0));
});
