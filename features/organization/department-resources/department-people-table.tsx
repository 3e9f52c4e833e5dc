import { Button, HTMLSelect } from "@blueprintjs/core";
import { ChevronDown, ChevronRight, Key } from "@blueprintjs/icons";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { OrganizationTable } from "../shared/organization-table.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import type { DepartmentPeopleState, ListedPerson } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";
import { DepartmentResourceTableHead } from "./department-resource-table-head.tsx";
import { PersonApiKeys } from "./person-api-keys.tsx";

const KEYS = "organization.departmentResources.people";
const ROLES = [DepartmentRole.ADMIN, DepartmentRole.MEMBER] as const;
const COLUMNS = 5;

/** The department's people by email: role there, API keys (shown under the row), since when, and removal. */
export function DepartmentPeopleTable({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
}) {
  const { t } = useTranslation();
  return (
    <OrganizationTable className="app-department-resource-table" label={t(`${KEYS}.title`)}>
      <DepartmentResourceTableHead
        columns={[
          t(`${KEYS}.columns.email`),
          t(`${KEYS}.columns.role`),
          t(`${KEYS}.columns.apiKeys`),
          t(`${KEYS}.columns.since`),
        ]}
      />
      <tbody>
        {state.people.map((person) => {
          const shown = state.keysShownFor === person.userId;
          return (
            <Fragment key={person.userId}>
              <PersonRow viewModel={viewModel} state={state} person={person} keysShown={shown} />
              {shown ? (
                <tr className="app-department-person-keys-row">
                  <td colSpan={COLUMNS} id={`person-keys-${person.userId}`}>
                    <PersonApiKeys viewModel={viewModel} state={state} person={person} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </OrganizationTable>
  );
}

function PersonRow({
  viewModel,
  state,
  person,
  keysShown,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
  readonly person: ListedPerson;
  readonly keysShown: boolean;
}) {
  const { t } = useTranslation();
  const busy = state.call !== null;
  return (
    <tr data-testid="department-person-row" data-user-id={person.userId} data-email={person.email}>
      <td data-column="email" className="app-department-resource-name">
        {person.email}
      </td>
      <td data-column="role">
        {state.manage.allowed ? (
          <HTMLSelect
            aria-label={t(`${KEYS}.roleOf`, { email: person.email })}
            value={person.role}
            disabled={busy}
            data-testid="department-person-role"
            onChange={(event) =>
              void viewModel.changeRole(person.userId, event.currentTarget.value as DepartmentRole)
            }
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`organization.shared.roles.${role}`)}
              </option>
            ))}
          </HTMLSelect>
        ) : (
          t(`organization.shared.roles.${person.role}`)
        )}
      </td>
      <td data-column="apiKeys">
        <Button
          variant="minimal"
          icon={<Key />}
          endIcon={keysShown ? <ChevronDown /> : <ChevronRight />}
          aria-expanded={keysShown}
          aria-controls={keysShown ? `person-keys-${person.userId}` : undefined}
          aria-label={t(`${KEYS}.showKeys`, { email: person.email, count: person.keys.length })}
          data-testid="department-person-keys-toggle"
          onClick={() => viewModel.toggleKeys(person.userId)}
        >
          <span data-testid="department-person-key-count">{person.keys.length}</span>
        </Button>
      </td>
      <td data-column="since">{person.since}</td>
      <td className="app-department-resource-actions">
        <PermittedButton
          permission={state.manage}
          variant="minimal"
          intent="danger"
          aria-label={t(`${KEYS}.removePerson`, { email: person.email })}
          disabled={busy}
          data-testid="department-person-remove"
          onClick={() => viewModel.askToRemovePerson(person.userId)}
        >
          {t(`${KEYS}.remove`)}
        </PermittedButton>
      </td>
    </tr>
  );
}
