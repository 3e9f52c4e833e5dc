import { describe, expect, it, vi } from "vitest";
import { MemoryOrganizationGateway } from "../../adapters/gateway-memory/memory-organization-gateway.adapter.ts";
import { MemoryStore } from "../../adapters/storage-memory/memory-store.adapter.ts";
import { FakeCipher, FixedClock } from "../session/session-fakes.test-helper.ts";
import { SessionStore } from "../session/session-store.ts";
import { initializeOrganization } from "./initialize-organization.use-case.ts";
import type { OrganizationDetails } from "./organization-details.ts";
import type { OrganizationGateway } from "./organization-gateway.port.ts";
import { OrganizationLifecycle } from "./organization-lifecycle.ts";
import { OrganizationStore } from "./organization-store.ts";

const NOW = 1_700_000_000_000;
const tokens = { token: "access", refreshToken: "refresh" };
type Organization = OrganizationDetails["organization"];

function gatewayAnswering(answer: () => Promise<Organization>): OrganizationGateway {
  return Object.assign(new MemoryOrganizationGateway(), { getOrganization: vi.fn(answer) });
}

function setup(gateway: OrganizationGateway = new MemoryOrganizationGateway()) {
  const sessions = new SessionStore(new MemoryStore(), new FakeCipher());
  const organizations = new OrganizationStore();
  const lifecycle = new OrganizationLifecycle({
    sessions,
    organizations,
    gateway,
    clock: new FixedClock(NOW),
  });
  return { sessions, organizations, lifecycle, gateway };
}

describe("initialising the organization", () => {
  it("stores the organization with its id and marks it ready", async () => {
    const { organizations } = setup();
    const gateway = gatewayAnswering(async () => ({ id: "org-7", name: "Acme" }));
    await initializeOrganization({ gateway, organizations, clock: new FixedClock(NOW) });
    expect(organizations.current()).toEqual({
      organization: { id: "org-7", name: "Acme" },
      ready: true,
      failed: false,
      lastUpdatedAt: NOW,
    });
  });

  it("stores only { id: null } when the organization has no id", async () => {
    const { organizations } = setup();
    const gateway = gatewayAnswering(async () => ({ id: null, name: "half an organization" }));
    await initializeOrganization({ gateway, organizations, clock: new FixedClock(NOW) });
    expect(organizations.current().organization).toEqual({ id: null });
    expect(organizations.current().ready).toBe(true);
  });

  it("marks the store failed, not ready, and rethrows the error's message", async () => {
    const { organizations } = setup();
    const gateway = gatewayAnswering(() => Promise.reject(new TypeError("socket hang up")));
    await expect(
      initializeOrganization({ gateway, organizations, clock: new FixedClock(NOW) }),
    ).rejects.toThrow(/^socket hang up$/);
    expect(organizations.current()).toMatchObject({ ready: false, failed: true });
  });
});

describe("initialising the organization, further", () => {
  it("rethrows a failure that is no Error in words, keeping it as the cause", async () => {
    const { organizations } = setup();
    const gateway = gatewayAnswering(() => Promise.reject("offline"));
    const error = await initializeOrganization({ gateway, organizations, clock: new FixedClock(NOW) }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: "offline", cause: "offline" });
  });

  it("leaves the store alone when the answer, or the failure, is no longer wanted", async () => {
    const { organizations } = setup();
    const clock = new FixedClock(NOW);
    await initializeOrganization(
      { gateway: gatewayAnswering(async () => ({ id: "org-7" })), organizations, clock },
      () => false,
    );
    expect(organizations.current()).toMatchObject({
      organization: { id: null },
      ready: false,
      failed: false,
    });
    const failing = gatewayAnswering(() => Promise.reject(new Error("502")));
    await expect(
      initializeOrganization({ gateway: failing, organizations, clock }, () => false),
    ).rejects.toThrow("502");
    expect(organizations.current()).toMatchObject({ ready: false, failed: false });
  });
});

describe("the organization following the session", () => {
  it("is ready with no organization for a visitor", () => {
    const { organizations, lifecycle, gateway } = setup();
    const getOrganization = vi.spyOn(gateway, "getOrganization");
    lifecycle.start();
    expect(organizations.current()).toMatchObject({ organization: { id: null }, ready: true });
    expect(getOrganization).not.toHaveBeenCalled();
  });

  it("is initialised once authentication becomes true, then settles ready", async () => {
    let answer: (organization: Organization) => void = () => {};
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(() => new Promise((done) => (answer = done))),
    );
    lifecycle.start();
    await sessions.start(tokens);
    expect(organizations.current()).toMatchObject({ ready: false, failed: false });
    answer({ id: "org-meridian-demo" });
    const ready = await lifecycle.whenReady();
    expect(ready?.ready).toBe(true);
    expect(ready?.organization.id).toBe("org-meridian-demo");
  });

  it("settles failed, with the message logged, when the gateway fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(() => Promise.reject(new Error("502 Bad Gateway"))),
    );
    lifecycle.start();
    await sessions.start(tokens);
    await vi.waitFor(() => expect(organizations.current()).toMatchObject({ ready: false, failed: true }));
    expect(error).toHaveBeenCalledWith("The organization could not be initialised:", "502 Bad Gateway");
  });

  it("does not load anything on retry for a visitor", () => {
    const { organizations, lifecycle, gateway } = setup();
    const getOrganization = vi.spyOn(gateway, "getOrganization");
    lifecycle.start();
    lifecycle.retry();
    expect(getOrganization).not.toHaveBeenCalled();
    expect(organizations.current()).toMatchObject({ organization: { id: null }, ready: true, failed: false });
  });

  it("becomes ready on retry after a failure, which is what sign-in waits for", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let failures = 1;
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(async () => {
        if (failures-- > 0) throw new Error("502 Bad Gateway");
        return { id: "org-7" };
      }),
    );
    lifecycle.start();
    await sessions.start(tokens);
    const ready = lifecycle.whenReady();
    await vi.waitFor(() => expect(organizations.current().failed).toBe(true));
    lifecycle.retry();
    expect((await ready)?.organization.id).toBe("org-7");
  });

  it("stops waiting with nothing when the person signs out instead", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { sessions, lifecycle } = setup(gatewayAnswering(() => Promise.reject(new Error("502"))));
    lifecycle.start();
    await sessions.start(tokens);
    const ready = lifecycle.whenReady();
    await sessions.clear();
    expect(await ready).toBeNull();
  });

  it("drops an organization that arrives after the person signed out", async () => {
    let answer: (organization: Organization) => void = () => {};
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(() => new Promise((done) => (answer = done))),
    );
    lifecycle.start();
    await sessions.start(tokens);
    organizations.clear();
    await sessions.clear();
    answer({ id: "org-late" });
    await Promise.resolve();
    expect(organizations.current()).toMatchObject({ organization: { id: null }, ready: true });
  });

  it("drops every answer asked for before the person signed out, a retry's included", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const answers: ((organization: Organization) => void)[] = [];
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(() => new Promise((done) => answers.push(done))),
    );
    lifecycle.start();
    await sessions.start(tokens);
    lifecycle.retry();
    await sessions.clear();
    for (const [index, answer] of answers.entries()) answer({ id: `org-late-${index}` });
    await new Promise((done) => setTimeout(done, 0));
    expect(answers).toHaveLength(2);
    expect(organizations.current()).toMatchObject({ organization: { id: null }, ready: true });
  });

  it("keeps only the retry's answer when the first load answers late", async () => {
    const answers: ((organization: Organization) => void)[] = [];
    const { sessions, organizations, lifecycle } = setup(
      gatewayAnswering(() => new Promise((done) => answers.push(done))),
    );
    lifecycle.start();
    await sessions.start(tokens);
    lifecycle.retry();
    answers[1]?.({ id: "org-retried" });
    await new Promise((done) => setTimeout(done, 0));
    answers[0]?.({ id: "org-first" });
    await new Promise((done) => setTimeout(done, 0));
    expect(organizations.current().organization).toEqual({ id: "org-retried" });
  });

  it("is initialised again after a new sign-in, not on a token refresh", async () => {
    const gateway = gatewayAnswering(async () => ({ id: "org-1" }));
    const { sessions, lifecycle } = setup(gateway);
    lifecycle.start();
    await sessions.start(tokens);
    await sessions.start({ token: "access-2", refreshToken: "refresh-2" });
    await sessions.clear();
    await sessions.start(tokens);
    expect(gateway.getOrganization).toHaveBeenCalledTimes(2);
  });
});
