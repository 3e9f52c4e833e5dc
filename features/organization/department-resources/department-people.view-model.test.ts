import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_ORGANIZATION_ID,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { unlimitedKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import {
  type CastPerson,
  type CastResearch,
  researchAs,
  researchPanelViewModel,
} from "./cast-research.test-helper.ts";
import type { DepartmentPeopleState } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";
import { createDepartmentPeopleViewModel } from "./department-people.view-model-factory.ts";

const AMARA = CAST.researcher;
const JONAS = CAST.financeAdmin;
const DAY = 86_400_000;

const setUp = (person: CastPerson = "researchAdmin", research?: CastResearch) =>
  researchPanelViewModel(
    research ?? person,
    (bind, gateways) => {
      bind(DepartmentUsersGateway, gateways.departmentUsers);
      bind(DepartmentUserApiKeysGateway, gateways.apiKeys);
      bind(OrganizationModelsGateway, gateways.models);
      bind(Clock, { now: () => Date.now() });
    },
    createDepartmentPeopleViewModel,
  );

function settled(viewModel: DepartmentPeopleViewModel): Promise<DepartmentPeopleState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const personOf = (state: DepartmentPeopleState, userId: string) =>
  state.people.find((person) => person.userId === userId);

const amarasKeys = (viewModel: DepartmentPeopleViewModel) =>
  personOf(viewModel.current(), AMARA.id)?.keys ?? [];

/** Research's admin with the people tab loaded, and the id of Amara's first key. */
async function ready(research?: CastResearch) {
  const loaded = await setUp("researchAdmin", research);
  await settled(loaded.viewModel);
  return { ...loaded, keyId: amarasKeys(loaded.viewModel)[0]?.id as string };
}

describe("a department's people", () => {
  it("lists them by email with their role, their keys masked and since when they belong", async () => {
    const { viewModel } = await setUp();
    const state = await settled(viewModel);
    expect(state.people.map(({ email, role, keys }) => ({ email, role, keys: keys.length }))).toEqual([
      { email: AMARA.email, role: "MEMBER", keys: 1 },
      { email: JONAS.email, role: "MEMBER", keys: 1 },
      { email: CAST.researchAdmin.email, role: "ADMIN", keys: 2 },
    ]);
    const amara = personOf(state, AMARA.id);
    expect(amara?.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(amara?.keys[0]?.masked).toMatch(/^mrd-r\.\.\.\w{5}$/);
    expect(JSON.stringify(state)).not.toMatch(/mrd-research-\w{20,}/);
  });

  it("shows everything a key carries: name, status, who made it, its use this month and its settings", async () => {
    const { viewModel } = await ready();
    expect(amarasKeys(viewModel)[0]).toMatchObject({
      name: "Key 1",
      status: "active",
      createdBy: AMARA.email,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      time: expect.stringMatching(/^\d{2}:\d{2}$/),
      lastUsedAt: null,
      spendThisMonthUsd: expect.any(Number),
      requestsThisMonth: expect.any(Number),
      settings: unlimitedKeySettings("Key 1"),
    });
  });

  it("marks a key expiring when its last day is near", async () => {
    const research = await researchAs("researchAdmin");
    const holder = { organizationId: CAST_ORGANIZATION_ID, departmentId: "dep-research", userId: AMARA.id };
    const [amara] = (
      await research.gateways.departmentUsers.listDepartmentUsers(CAST_ORGANIZATION_ID, "dep-research")
    ).filter((user) => user.user.id === AMARA.id);
    const expiresAt = new Date(Date.now() + 3 * DAY).toISOString();
    await research.gateways.apiKeys.update(holder, amara?.apikeys[0]?.id as string, {
      ...unlimitedKeySettings("Key 1"),
      expiresAt,
    });
    const { viewModel } = await ready(research);
    expect(amarasKeys(viewModel)[0]).toMatchObject({ status: "expiring", settings: { expiresAt } });
  });

  it("does not ask a member for the list: they get the reason instead", async () => {
    const research = await researchAs("researcher");
    const list = vi.spyOn(research.gateways.departmentUsers, "listDepartmentUsers");
    const { viewModel } = await setUp("researcher", research);
    expect(await settled(viewModel)).toMatchObject({
      status: "forbidden",
      view: { allowed: false, requiredRole: "ADMIN" },
      people: [],
    });
    expect(list).not.toHaveBeenCalled();
  });

  it("makes a member an admin of the department and tells the page", async () => {
    const { viewModel, notifier, changed } = await ready();
    await viewModel.changeRole(AMARA.id, DepartmentRole.ADMIN);
    expect(personOf(viewModel.current(), AMARA.id)?.role).toBe("ADMIN");
    expect(notifier.notify).toHaveBeenCalledWith({
      message: `${AMARA.email} is now Department admin.`,
      intent: "positive",
    });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(viewModel.current().call).toBeNull();
  });

  it("removes someone from the department once the person confirms", async () => {
    const { viewModel, gateways, notifier } = await ready();
    const remove = vi.spyOn(gateways.departmentUsers, "removeFromDepartment");
    viewModel.askToRemovePerson(JONAS.id);
    expect(viewModel.current().removal).toMatchObject({ person: { email: JONAS.email } });
    expect(remove).not.toHaveBeenCalled();
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, "dep-research", JONAS.id);
    expect(personOf(viewModel.current(), JONAS.id)).toBeUndefined();
    expect(viewModel.current().removal).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: `${JONAS.email} was removed from the department.`,
      intent: "positive",
    });
  });

  it("keeps someone when the person cancels", async () => {
    const { viewModel, gateways } = await ready();
    const remove = vi.spyOn(gateways.departmentUsers, "removeFromDepartment");
    viewModel.askToRemovePerson(JONAS.id);
    viewModel.cancelRemoval();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
  });

  it("offers the department's models to limit a key to", async () => {
    const { viewModel, department } = await ready();
    expect(viewModel.current().models).toEqual(department.models.map((model) => model.name));
    expect(viewModel.current().models.length).toBeGreaterThan(0);
  });

  it("creates a named, limited key for a member, shows its secret in full once, then only masked", async () => {
    const { viewModel } = await ready();
    viewModel.openNewKey(AMARA.id);
    expect(viewModel.current().keyForm).toMatchObject({
      userId: AMARA.id,
      keyId: null,
      draft: { name: "Key 2" },
    });
    viewModel.changeKeyField("name", "Evaluation runs");
    viewModel.changeKeyField("monthlyBudgetUsd", "0.05");
    viewModel.changeKeyField("allowedModels", [viewModel.current().models[0] as string]);
    await viewModel.submitKeyForm();
    const { revealed, keysShownFor, keyForm } = viewModel.current();
    expect(keyForm).toBeNull();
    expect(revealed?.value).toMatch(/^mrd-[0-9a-f]{40}$/);
    expect(revealed).toMatchObject({
      userId: AMARA.id,
      email: AMARA.email,
      name: "Evaluation runs",
      rotated: false,
    });
    expect(keysShownFor).toBe(AMARA.id);
    const created = amarasKeys(viewModel).at(-1);
    expect(created).toMatchObject({
      id: revealed?.id,
      name: "Evaluation runs",
      masked: `${revealed?.value.slice(0, 5)}...${revealed?.value.slice(-5)}`,
      settings: { monthlyBudgetUsd: 0.05, allowedModels: [viewModel.current().models[0]] },
      createdBy: CAST.researchAdmin.email,
    });
    viewModel.dismissRevealed();
    expect(JSON.stringify(viewModel.current())).not.toContain(revealed?.value);
  });

  it("shows the rules a key's settings break under their fields, without calling the gateway", async () => {
    const { viewModel, gateways } = await ready();
    const create = vi.spyOn(gateways.apiKeys, "create");
    viewModel.openNewKey(AMARA.id);
    viewModel.changeKeyField("name", "");
    viewModel.changeKeyField("requestsPerMinute", "0");
    await viewModel.submitKeyForm();
    expect(create).not.toHaveBeenCalled();
    expect(viewModel.current().keyForm?.fieldErrors.map((error) => [error.property, error.message])).toEqual([
      ["name", "name is required"],
      ["requestsPerMinute", "requestsPerMinute must be at least 1"],
    ]);
    viewModel.changeKeyField("name", "Fixed");
    expect(viewModel.current().keyForm?.fieldErrors.map((error) => error.property)).toEqual([
      "requestsPerMinute",
    ]);
  });

  it("shows what the gateway refused in the settings under the field it names", async () => {
    const { viewModel, gateways, keyId } = await ready();
    vi.spyOn(gateways.apiKeys, "update").mockRejectedValueOnce(
      GatewayError.http(400, "monthlyBudgetUsd must be at most 1000000"),
    );
    viewModel.openKeySettings(AMARA.id, keyId);
    await viewModel.submitKeyForm();
    expect(viewModel.current().keyForm?.fieldErrors).toEqual([
      {
        property: "monthlyBudgetUsd",
        constraint: "gateway",
        message: "monthlyBudgetUsd must be at most 1000000",
      },
    ]);
  });

  it("edits a key's settings as they stand, and says it was saved", async () => {
    const { viewModel, notifier, keyId } = await ready();
    viewModel.openKeySettings(AMARA.id, keyId);
    expect(viewModel.current().keyForm).toMatchObject({
      keyId,
      draft: { name: "Key 1", requestsPerMinute: "" },
    });
    viewModel.changeKeyField("name", "Nightly jobs");
    viewModel.changeKeyField("requestsPerMinute", "30");
    await viewModel.submitKeyForm();
    expect(amarasKeys(viewModel)[0]).toMatchObject({
      id: keyId,
      name: "Nightly jobs",
      settings: { requestsPerMinute: 30 },
    });
    expect(viewModel.current()).toMatchObject({ keyForm: null, revealed: null });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Nightly jobs was saved.",
      intent: "positive",
    });
  });

  it("rotates a key with the grace chosen: the new secret once, and until when the old one works", async () => {
    const { viewModel, keyId } = await ready();
    const before = amarasKeys(viewModel)[0]?.masked;
    viewModel.askToRotateKey(AMARA.id, keyId);
    expect(viewModel.current().rotation).toMatchObject({ key: { id: keyId }, grace: "1h" });
    viewModel.chooseRotationGrace("24h");
    await viewModel.confirmRotation();
    const { revealed, rotation } = viewModel.current();
    expect(rotation).toBeNull();
    expect(revealed).toMatchObject({ id: keyId, rotated: true, value: expect.stringMatching(/^mrd-/) });
    const rotated = amarasKeys(viewModel)[0];
    expect(rotated?.masked).not.toBe(before);
    expect(Date.parse(rotated?.previousSecretUntil ?? "")).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it("revokes a key once the person confirms, and no longer offers to rotate it", async () => {
    const { viewModel, gateways, notifier, keyId } = await ready();
    viewModel.askToRevokeKey(AMARA.id, keyId);
    expect(viewModel.current().keyQuestion).toMatchObject({ kind: "revoke", key: { name: "Key 1" } });
    await viewModel.confirmKeyQuestion();
    expect(amarasKeys(viewModel)[0]?.status).toBe("revoked");
    expect(viewModel.current().keyQuestion).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Key 1 was revoked.",
      intent: "positive",
    });
    const rotate = vi.spyOn(gateways.apiKeys, "rotate");
    viewModel.askToRotateKey(AMARA.id, keyId);
    await viewModel.confirmRotation();
    expect(rotate).not.toHaveBeenCalled();
  });

  it("keeps a key when the person cancels its revocation", async () => {
    const { viewModel, gateways, keyId } = await ready();
    const revoke = vi.spyOn(gateways.apiKeys, "revoke");
    viewModel.askToRevokeKey(AMARA.id, keyId);
    viewModel.cancelKeyQuestion();
    await viewModel.confirmKeyQuestion();
    expect(revoke).not.toHaveBeenCalled();
    expect(amarasKeys(viewModel)[0]?.status).toBe("active");
  });

  it("deletes a key once the person confirms, and stops showing its secret if it was new", async () => {
    const { viewModel, notifier } = await ready();
    viewModel.openNewKey(AMARA.id);
    await viewModel.submitKeyForm();
    const revealed = viewModel.current().revealed;
    viewModel.askToRemoveKey(AMARA.id, revealed?.id ?? "");
    expect(viewModel.current().keyQuestion).toMatchObject({
      kind: "remove",
      key: { masked: revealed?.masked },
    });
    await viewModel.confirmKeyQuestion();
    expect(amarasKeys(viewModel)).toHaveLength(1);
    expect(viewModel.current()).toMatchObject({ revealed: null, keyQuestion: null, call: null });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The API key Key 2 was deleted.",
      intent: "positive",
    });
  });

  it("reports a refused key generation with the server's messages for 5 seconds", async () => {
    const { viewModel, gateways, notifier } = await ready();
    vi.spyOn(gateways.apiKeys, "create").mockRejectedValueOnce(GatewayError.http(409, "Too many keys"));
    viewModel.openNewKey(AMARA.id);
    await viewModel.submitKeyForm();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Too many keys",
      intent: "negative",
      multiLine: true,
      timeoutMs: 5000,
    });
    expect(viewModel.current()).toMatchObject({ revealed: null, call: null, keyForm: { userId: AMARA.id } });
  });

  it("reports a refused role change and keeps the role", async () => {
    const { viewModel, gateways, notifier, changed } = await ready();
    vi.spyOn(gateways.departmentUsers, "changeDepartmentRole").mockRejectedValueOnce(
      GatewayError.http(409, "Last admin"),
    );
    await viewModel.changeRole(AMARA.id, DepartmentRole.ADMIN);
    expect(notifier.notify).toHaveBeenCalledWith(expect.objectContaining({ message: "Last admin" }));
    expect(personOf(viewModel.current(), AMARA.id)?.role).toBe("MEMBER");
    expect(changed).not.toHaveBeenCalled();
  });

  it("offers a retry when the list cannot be loaded", async () => {
    const research = await researchAs("researchAdmin");
    vi.spyOn(research.gateways.departmentUsers, "listDepartmentUsers").mockRejectedValueOnce(
      GatewayError.http(503, "Busy"),
    );
    const { viewModel } = await setUp("researchAdmin", research);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["Busy"] });
    await viewModel.retry();
    expect(viewModel.current().people).toHaveLength(3);
  });

  it("hides the list once the person's own role there no longer allows it", async () => {
    const { viewModel, gateways, loadDepartment } = await ready();
    await gateways.departmentUsers.changeDepartmentRole(
      CAST_ORGANIZATION_ID,
      "dep-research",
      CAST.researchAdmin.id,
      DepartmentRole.MEMBER,
    );
    viewModel.setDepartment(await loadDepartment());
    expect(await settled(viewModel)).toMatchObject({ status: "forbidden", people: [] });
  });

  it("forgets a secret once the person hides that person's keys, or the panel goes away", async () => {
    const { viewModel } = await ready();
    viewModel.openNewKey(AMARA.id);
    await viewModel.submitKeyForm();
    const value = viewModel.current().revealed?.value ?? "";
    viewModel.toggleKeys(AMARA.id);
    expect(viewModel.current()).toMatchObject({ keysShownFor: null, revealed: null });
    expect(JSON.stringify(viewModel.current())).not.toContain(value);
    viewModel.toggleKeys(AMARA.id);
    viewModel.openNewKey(AMARA.id);
    await viewModel.submitKeyForm();
    viewModel.dispose();
    expect(viewModel.current().revealed).toBeNull();
  });
});
