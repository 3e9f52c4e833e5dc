import type { AskedDepartment } from "../chat-completions/memory-chat-completions-gateway.adapter.ts";
import { lazyPort } from "../lazy-port.ts";
import type { FirstOrganizationPorts } from "./first-organization-ports.ts";
import type { MemoryOrganizationGateways } from "./memory-organization-gateways.ts";
import type { OrganizationContext } from "./organization-context.ts";

type Ports = Omit<MemoryOrganizationGateways, "context">;

/** The email of whoever is signed in now, or null (the memory gateway's bearer token). */
export type SignedInEmail = () => Promise<string | null>;

export type LazyMemoryOrganizationGateways = Ports & {
  /** The shared database and its rules, loaded if need be, acting as whoever is signed in now. */
  context(): Promise<OrganizationContext>;
  /** The signed-in person asking a completion as one of their departments (department-asking.ts). */
  askAsDepartment(departmentId: string): Promise<AskedDepartment>;
};

/**
 * The organization area's memory adapters, loaded with their seed on the first organization call (after sign-in),
 * not with the sign-in page, which should not pay for an area most visitors never open. All of them share the one
 * database. Every call is made
 * as the signed-in person, as the gateway reads them from the bearer token (one of the seeded people, or an
 * account made for a new email); with nobody signed in, as the demo owner.
 */
export function lazyMemoryOrganizationGateways(
  signedInEmail: SignedInEmail = async () => null,
): LazyMemoryOrganizationGateways {
  let first: Promise<FirstOrganizationPorts> | undefined;
  let gateways: Promise<MemoryOrganizationGateways> | undefined;
  const loadFirst = () => {
    if (!first) {
      // Someone signed in is being served: their screens ask the other memory gateways next (the playground its
      // models, the logs their requests), so that chunk downloads alongside instead of after this one.
      import("../memory-gateways.ts").catch(() => {});
      first = import("./first-organization-ports.ts").then((module) => module.firstOrganizationPorts());
    }
    return first;
  };
  const loadContext = async () => (await loadFirst()).context;
  const loadAll = () => {
    gateways ??= Promise.all([loadContext(), import("./memory-organization-gateways.ts")]).then(
      ([loaded, module]) => module.memoryOrganizationGateways(loaded),
    );
    return gateways;
  };
  const actAsSignedInPerson = async () => {
    const [loaded, email] = await Promise.all([loadContext(), signedInEmail()]);
    if (email) loaded.db.actAsAccountOf(email);
    return loaded;
  };
  const actAsSignedInPersonBeforeEachCall = async () => void (await actAsSignedInPerson());
  const port = <K extends keyof Ports>(key: K): Ports[K] =>
    lazyPort(async () => (await loadAll())[key], actAsSignedInPersonBeforeEachCall);
  // What every signed-in screen asks first is served with the database alone (first-organization-ports.ts): the
  // rest of the area's adapters (compliance evidence and its archives, policies, audit export...) load with the
  // first call that needs them, not before the page shows. Adapters keep no state of their own, so these and the
  // full set's act alike over the one database.
  const firstPort = <K extends "organization" | "notifications">(key: K): FirstOrganizationPorts[K] =>
    lazyPort(async () => (await loadFirst())[key], actAsSignedInPersonBeforeEachCall);
  return {
    context: actAsSignedInPerson,
    askAsDepartment: async (departmentId) => {
      const [context, { departmentAsking }] = await Promise.all([
        actAsSignedInPerson(),
        import("./department-asking.ts"),
      ]);
      return departmentAsking(context, departmentId);
    },
    organization: firstPort("organization"),
    departments: port("departments"),
    departmentUsers: port("departmentUsers"),
    members: port("members"),
    apiKeys: port("apiKeys"),
    files: port("files"),
    settings: port("settings"),
    models: port("models"),
    gridNodes: port("gridNodes"),
    requests: port("requests"),
    notifications: firstPort("notifications"),
    budgetAlerts: port("budgetAlerts"),
    webhook: port("webhook"),
    retention: port("retention"),
    evidence: port("evidence"),
    auditLog: port("auditLog"),
  };
}
