import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import {
  CAST,
  CAST_ORGANIZATION_ID,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { DepartmentUserApiKeysGateway } from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { DepartmentUsersGateway } from "../../../core/organization/department-users-gateway.port.ts";
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

const setUp = (person: CastPerson = "researchAdmin", research?: CastResearch) =>
  researchPanelViewModel(
    research ?? person,
    (bind, gateways) => {
      bind(DepartmentUsersGateway, gateways.departmentUsers);
      bind(DepartmentUserApiKeysGateway, gateways.apiKeys);
    },
    createDepartmentPeopleViewModel,
  );

function settled(viewModel: DepartmentPeopleViewModel): Promise<DepartmentPeopleState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const personOf = (state: DepartmentPeopleState, userId: string) =>
  state.people.find((person) => person.userId === userId);

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
    const { viewModel, notifier, changed } = await setUp();
    await settled(viewModel);
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
    const { viewModel, gateways, notifier } = await setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateways.departmentUsers, "removeFromDepartment");
    viewModel.askToRemovePerson(JONAS.id);
    expect(viewModel.current().removal).toMatchObject({ kind: "person", person: { email: JONAS.email } });
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
    const { viewModel, gateways } = await setUp();
    await settled(viewModel);
    const remove = vi.spyOn(gateways.departmentUsers, "removeFromDepartment");
    viewModel.askToRemovePerson(JONAS.id);
    viewModel.cancelRemoval();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
  });

  it("creates a key for a member, shows it in full once, then only masked", async () => {
    const { viewModel } = await setUp();
    await settled(viewModel);
    await viewModel.createKey(AMARA.id);
    const { revealed, keysShownFor } = viewModel.current();
    expect(revealed?.value).toMatch(/^mrd-[0-9a-f]{40}$/);
    expect(revealed).toMatchObject({ userId: AMARA.id, email: AMARA.email });
    expect(keysShownFor).toBe(AMARA.id);
    const keys = personOf(viewModel.current(), AMARA.id)?.keys ?? [];
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatchObject({
      id: revealed?.id,
      masked: `${revealed?.value.slice(0, 5)}...${revealed?.value.slice(-5)}`,
    });
    viewModel.dismissRevealed();
    expect(JSON.stringify(viewModel.current())).not.toContain(revealed?.value);
  });

  it("forgets a new key's value once the person hides that person's keys", async () => {
    const { viewModel } = await setUp();
    await settled(viewModel);
    await viewModel.createKey(AMARA.id);
    const value = viewModel.current().revealed?.value ?? "";
    viewModel.toggleKeys(AMARA.id);
    expect(viewModel.current()).toMatchObject({ keysShownFor: null, revealed: null });
    expect(JSON.stringify(viewModel.current())).not.toContain(value);
  });

  it("deletes a key once the person confirms, and stops showing it if it was new", async () => {
    const { viewModel, notifier } = await setUp();
    await settled(viewModel);
    await viewModel.createKey(AMARA.id);
    const revealed = viewModel.current().revealed;
    viewModel.askToRemoveKey(AMARA.id, revealed?.id ?? "");
    expect(viewModel.current().removal).toMatchObject({ kind: "key", key: { masked: revealed?.masked } });
    await viewModel.confirmRemoval();
    expect(personOf(viewModel.current(), AMARA.id)?.keys).toHaveLength(1);
    expect(viewModel.current()).toMatchObject({ revealed: null, removal: null, call: null });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: `The API key ${revealed?.masked} was deleted.`,
      intent: "positive",
    });
  });

  it("reports a refused key generation with the server's messages for 5 seconds", async () => {
    const { viewModel, gateways, notifier } = await setUp();
    await settled(viewModel);
    vi.spyOn(gateways.apiKeys, "createApiKey").mockRejectedValueOnce(GatewayError.http(409, "Too many keys"));
    await viewModel.createKey(AMARA.id);
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "Too many keys",
      intent: "negative",
      multiLine: true,
      timeoutMs: 5000,
    });
    expect(viewModel.current()).toMatchObject({ revealed: null, call: null });
  });

  it("reports a refused role change and keeps the role", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    await settled(viewModel);
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
    const { viewModel, gateways, loadDepartment } = await setUp("researchAdmin");
    await settled(viewModel);
    await gateways.departmentUsers.changeDepartmentRole(
      CAST_ORGANIZATION_ID,
      "dep-research",
      CAST.researchAdmin.id,
      DepartmentRole.MEMBER,
    );
    viewModel.setDepartment(await loadDepartment());
    expect(await settled(viewModel)).toMatchObject({ status: "forbidden", people: [] });
  });

  it("lets go of a new key's value when the panel goes away", async () => {
    const { viewModel } = await setUp();
    await settled(viewModel);
    await viewModel.createKey(AMARA.id);
    viewModel.dispose();
    expect(viewModel.current().revealed).toBeNull();
  });
});
