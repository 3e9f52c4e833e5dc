import { describe, expect, it, vi } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { createEmbeddingModelViewModel } from "./embedding-model.view-model-factory.ts";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const ADMIN = { id: "user-admin", email: "admin@example.test" };

/** The setting as the owner, or as a department admin, over a fresh organization in memory. */
function setUp(role: "OWNER" | "ADMIN" = "OWNER") {
  const gateways = OrganizationSeedMother.create()
    .department({ id: "dep-research" })
    .member(ADMIN, "dep-research", DepartmentRole.ADMIN)
    .gateways();
  if (role === "ADMIN") gateways.context.db.actAs(ADMIN.id);
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const services = screenServicesForTest((bind) => {
    bind(OrganizationSettingsGateway, gateways.settings);
    bind(Notifier, notifier as unknown as Notifier);
  });
  const viewModel = disposedAfterTest(createEmbeddingModelViewModel(services, { organizationId: ORG, role }));
  return { viewModel, gateways, notifier };
}

describe("the organization's embedding model", () => {
  it("loads the gateway's default model at first, with the models offered", async () => {
    const { viewModel } = setUp();
    expect(viewModel.current().status).toBe("loading");
    await viewModel.load();
    expect(viewModel.current()).toMatchObject({
      status: "ready",
      saved: "text-embedding-3-small",
      chosen: "text-embedding-3-small",
    });
    expect(viewModel.current().models).toContain("text-embedding-3-large");
  });

  it("lets the owner choose none, so documents are searched by words", async () => {
    const { viewModel, gateways } = setUp();
    await viewModel.load();
    viewModel.choose(null);
    expect(await viewModel.save()).toBe(true);
    expect((await gateways.settings.getSettings(ORG)).embeddingModel).toBeNull();
  });

  it("lets the owner save a chosen model, and says so", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await viewModel.load();
    expect(viewModel.canSave()).toBe(false);
    viewModel.choose("text-embedding-3-large");
    expect(viewModel.canSave()).toBe(true);
    expect(await viewModel.save()).toBe(true);
    expect(viewModel.current()).toMatchObject({ saved: "text-embedding-3-large", saving: false });
    expect((await gateways.settings.getSettings(ORG)).embeddingModel).toBe("text-embedding-3-large");
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The embedding model was saved.",
      intent: "positive",
    });
  });

  it("shows a department admin the model without letting them change it", async () => {
    const { viewModel, gateways } = setUp("ADMIN");
    const update = vi.spyOn(gateways.settings, "updateSettings");
    await viewModel.load();
    expect(viewModel.current().edit).toEqual({ allowed: false, requiredRole: "SUPER_ADMIN" });
    viewModel.choose("text-embedding-3-large");
    expect(await viewModel.save()).toBe(false);
    expect(update).not.toHaveBeenCalled();
  });

  it("reports a refused save with the server's words, keeping the choice", async () => {
    const { viewModel, gateways, notifier } = setUp();
    await viewModel.load();
    vi.spyOn(gateways.settings, "updateSettings").mockRejectedValueOnce(
      GatewayError.http(400, "Unknown model"),
    );
    viewModel.choose("text-embedding-3-large");
    expect(await viewModel.save()).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Unknown model", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({
      saved: "text-embedding-3-small",
      chosen: "text-embedding-3-large",
      saving: false,
    });
  });

  it("says when the settings could not be loaded, and loads them again", async () => {
    const { viewModel, gateways } = setUp();
    vi.spyOn(gateways.settings, "getSettings").mockRejectedValueOnce(GatewayError.http(503, "Down"));
    await viewModel.load();
    expect(viewModel.current().status).toBe("failed");
    await viewModel.load();
    expect(viewModel.current().status).toBe("ready");
  });
});
