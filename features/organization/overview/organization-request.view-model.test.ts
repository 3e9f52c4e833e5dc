import { describe, expect, it, vi } from "vitest";
import { MemoryStore } from "../../../adapters/storage-memory/memory-store.adapter.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import { Notifier } from "../../../core/notifier/notifier.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import type { OrganizationRequest } from "../../../core/organization/organization-request.dto.ts";
import { MOBILE_NUMBER_MESSAGE } from "../../../core/organization/organization-request.dto.ts";
import { OrganizationSummary } from "../../../core/organization/organization-summary.entity.ts";
import { ORGANIZATION_REQUEST_STORAGE_KEY } from "../../../core/organization/stored-organization-request-draft.ts";
import { ORGANIZATION_NOT_IN_TIER } from "../../../core/organization/team-limits.ts";
import { SessionStore } from "../../../core/session/session-store.ts";
import { KeyValueStore } from "../../../core/storage/key-value-store.port.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import { sessionStoreForTest } from "../../../ui/testing/session-store-for-test.ts";
import type { OrganizationRequestViewModel } from "./organization-request.view-model.ts";
import { createOrganizationRequestViewModel } from "./organization-request.view-model-factory.ts";

const GOOD = { name: "Noor Labs", email: " Noor@Startup.Example ", country: "CA", phone: "4165550199" };

function setUp(store = new MemoryStore()) {
  const sent: OrganizationRequest[] = [];
  const gateway = {
    requestOrganization: vi.fn(async (request: OrganizationRequest) => {
      sent.push(request);
      return toEntity(OrganizationSummary, {
        id: "org-1",
        name: request.name,
        status: "PENDING",
        totalDepartments: 1,
        totalUsers: 1,
        recentActivities: [],
        role: "OWNER",
        departments: [],
      });
    }),
  };
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const reload = vi.fn(async () => {});
  const services = screenServicesForTest((bind) => {
    bind(OrganizationGateway, gateway as unknown as OrganizationGateway);
    bind(Notifier, notifier as unknown as Notifier);
    bind(KeyValueStore, store);
    bind(SessionStore, sessionStoreForTest(true, "noor@startup.example"));
  });
  const viewModel = disposedAfterTest(createOrganizationRequestViewModel(services, reload, "en-US"));
  return { gateway, sent, notifier, reload, store, viewModel };
}

function fill(viewModel: OrganizationRequestViewModel, entry: Partial<typeof GOOD>) {
  for (const [field, value] of Object.entries(entry)) viewModel.change(field as keyof typeof GOOD, value);
}

const messages = (viewModel: OrganizationRequestViewModel) =>
  viewModel.current().fieldErrors.map((error) => `${error.property}: ${error.message}`);

describe("the organization request form", () => {
  it("starts with the person's email and the country of their language", () => {
    expect(setUp().viewModel.current()).toEqual({
      draft: { name: "", email: "noor@startup.example", country: "US", phone: "" },
      fieldErrors: [],
      sending: false,
    });
  });

  it("refuses a number that starts with 0 or has too few or too many digits, with SPEC §5's words, sending nothing", async () => {
    for (const phone of ["0416555019", "41655501", "416555019912", "416-555-0199", ""]) {
      const { viewModel, gateway } = setUp();
      fill(viewModel, { ...GOOD, phone });
      expect(await viewModel.submit()).toBe(false);
      expect(messages(viewModel)).toEqual([`phone: ${MOBILE_NUMBER_MESSAGE}`]);
      expect(gateway.requestOrganization).not.toHaveBeenCalled();
    }
  });

  it("needs a name, a valid email and a country code", async () => {
    const { viewModel, gateway } = setUp();
    fill(viewModel, { ...GOOD, name: "  ", email: "noor at startup", country: "" });
    expect(await viewModel.submit()).toBe(false);
    expect(messages(viewModel)).toEqual([
      "name: name should not be empty",
      "email: email must be an email",
      "countryCode: countryCode should not be empty",
    ]);
    expect(gateway.requestOrganization).not.toHaveBeenCalled();
  });

  it("checks again as the person types once they tried to send, and not before", async () => {
    const { viewModel } = setUp();
    fill(viewModel, { ...GOOD, phone: "012" });
    expect(messages(viewModel)).toEqual([]);
    await viewModel.submit();
    expect(messages(viewModel)).toHaveLength(1);
    viewModel.change("phone", "4165550199");
    expect(messages(viewModel)).toEqual([]);
  });

  it("sends the email lowercased without spaces and the country's calling code, then shows the organization", async () => {
    const { viewModel, sent, notifier, reload, store } = setUp();
    fill(viewModel, GOOD);
    expect(store.read(ORGANIZATION_REQUEST_STORAGE_KEY)).not.toBeNull();
    expect(await viewModel.submit()).toBe(true);
    expect(sent).toEqual([
      { name: "Noor Labs", email: "noor@startup.example", phone: "4165550199", countryCode: "+1" },
    ]);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The request for Noor Labs was sent: it is pending review.",
      intent: "positive",
    });
    expect(reload).toHaveBeenCalledOnce();
    expect(store.read(ORGANIZATION_REQUEST_STORAGE_KEY)).toBeNull();
    expect(viewModel.current().sending).toBe(false);
  });

  it("stays busy until the organization was read again", async () => {
    const { viewModel, reload } = setUp();
    let reloaded: () => void = () => {};
    reload.mockReturnValueOnce(
      new Promise<void>((resolve) => {
        reloaded = resolve;
      }),
    );
    fill(viewModel, GOOD);
    const submitting = viewModel.submit();
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(viewModel.current().sending).toBe(true);
    expect(await Promise.race([submitting, Promise.resolve("pending")])).toBe("pending");
    reloaded();
    expect(await submitting).toBe(true);
    expect(viewModel.current().sending).toBe(false);
  });

  it("shows a refusal in an error toast with the server's words and keeps what was typed", async () => {
    const { viewModel, gateway, notifier, reload, store } = setUp();
    gateway.requestOrganization.mockRejectedValueOnce(GatewayError.http(403, ORGANIZATION_NOT_IN_TIER));
    fill(viewModel, GOOD);
    expect(await viewModel.submit()).toBe(false);
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: ORGANIZATION_NOT_IN_TIER, intent: "negative" }),
    );
    expect(reload).not.toHaveBeenCalled();
    expect(viewModel.current()).toMatchObject({ sending: false, draft: { name: "Noor Labs" } });
    expect(store.read(ORGANIZATION_REQUEST_STORAGE_KEY)).not.toBeNull();
  });

  it("says it in its own words when the server gave none", async () => {
    const { viewModel, gateway, notifier } = setUp();
    gateway.requestOrganization.mockRejectedValueOnce(new Error("socket closed"));
    fill(viewModel, GOOD);
    await viewModel.submit();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "The request could not be sent. Please try again." }),
    );
  });

  it("keeps what was typed across a reload, and ignores a stored draft of another shape", () => {
    const first = setUp();
    fill(first.viewModel, GOOD);
    expect(setUp(first.store).viewModel.current().draft).toEqual(GOOD);
    first.store.write(ORGANIZATION_REQUEST_STORAGE_KEY, JSON.stringify({ name: 42 }));
    expect(setUp(first.store).viewModel.current().draft.name).toBe("");
    first.store.write(ORGANIZATION_REQUEST_STORAGE_KEY, "{not json");
    expect(setUp(first.store).viewModel.current().draft.country).toBe("US");
  });
});
