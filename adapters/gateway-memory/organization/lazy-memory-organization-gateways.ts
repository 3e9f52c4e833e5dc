import { lazyPort } from "../lazy-port.ts";
import type { MemoryOrganizationGateways } from "./memory-organization-gateways.ts";

type Ports = Omit<MemoryOrganizationGateways, "context">;

/**
 * The organization area's memory adapters, loaded with their seed on the first organization call (after sign-in),
 * not with the sign-in page: they weigh about 12 KB gzip. All of them share the one database.
 */
export function lazyMemoryOrganizationGateways(): Ports {
  let gateways: Promise<MemoryOrganizationGateways> | undefined;
  const load = () => {
    gateways ??= import("./memory-organization-gateways.ts").then((module) =>
      module.memoryOrganizationGateways(),
    );
    return gateways;
  };
  const port = <K extends keyof Ports>(key: K): Ports[K] => lazyPort(async () => (await load())[key]);
  return {
    organization: port("organization"),
    departments: port("departments"),
    departmentUsers: port("departmentUsers"),
    members: port("members"),
    apiKeys: port("apiKeys"),
    files: port("files"),
    models: port("models"),
    gridNodes: port("gridNodes"),
    requests: port("requests"),
  };
}
