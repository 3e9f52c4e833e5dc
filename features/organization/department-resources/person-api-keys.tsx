import { Classes, HTMLTable } from "@blueprintjs/core";
import { Plus } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { ApiKeyCells, ApiKeyColumnHeaders } from "../../../ui/api-keys/api-key-cells.tsx";
import { ApiKeyRowActions } from "../../../ui/api-keys/api-key-row-actions.tsx";
import type { ListedApiKey } from "../../../ui/api-keys/listed-api-key.ts";
import { RevealedApiKeyCallout } from "../../../ui/components/revealed-api-key.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import type { DepartmentPeopleState, ListedPerson } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";

const KEYS = "organization.departmentResources.people";

/**
 * Someone's API keys for this department, oldest first, each with everything it carries (as the API keys page
 * lists a person's own): make one, edit, rotate, revoke or delete one. A secret just issued is shown in full once.
 * What the person's role may not do is not offered.
 */
export function PersonApiKeys({
  viewModel,
  state,
  person,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
  readonly person: ListedPerson;
}) {
  const { t } = useTranslation();
  const creating = state.call?.kind === "creatingKey" && state.call.userId === person.userId;
  const revealed = state.revealed?.userId === person.userId ? state.revealed : null;
  return (
    <div
      className="app-department-person-keys"
      data-testid="department-person-keys"
      data-user-id={person.userId}
    >
      {revealed ? (
        <RevealedApiKeyCallout
          revealed={revealed}
          title={
            revealed.rotated
              ? t("apiKeys.rotatedTitle", { key: revealed.name })
              : t(`${KEYS}.revealedTitle`, { email: person.email })
          }
          onDismiss={() => viewModel.dismissRevealed()}
        />
      ) : null}
      {person.keys.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t(`${KEYS}.noKeys`, { email: person.email })}</p>
      ) : (
        <div className="app-department-person-key-frame">
          <HTMLTable
            compact
            className="app-department-person-key-table"
            aria-label={t(`${KEYS}.keysOf`, { email: person.email })}
          >
            <thead>
              <tr>
                <ApiKeyColumnHeaders />
                {state.manageKeys.allowed ? (
                  <th scope="col">
                    <span className="app-visually-hidden">{t("apiKeys.columns.actions")}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {person.keys.map((key) => (
                <PersonKeyRow
                  key={key.id}
                  viewModel={viewModel}
                  state={state}
                  person={person}
                  apiKey={key}
                  isNew={revealed?.id === key.id}
                />
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <PermittedButton
        permission={state.manageKeys}
        icon={<Plus />}
        intent="primary"
        variant="outlined"
        loading={creating}
        disabled={state.call !== null}
        data-testid="department-person-key-create"
        onClick={() => viewModel.openNewKey(person.userId)}
      >
        {t(`${KEYS}.createKey`, { email: person.email })}
      </PermittedButton>
    </div>
  );
}

function PersonKeyRow({
  viewModel,
  state,
  person,
  apiKey,
  isNew,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
  readonly person: ListedPerson;
  readonly apiKey: ListedApiKey;
  readonly isNew: boolean;
}) {
  const { userId } = person;
  return (
    <tr data-testid="department-person-key" data-key-id={apiKey.id} data-status={apiKey.status}>
      <ApiKeyCells apiKey={apiKey} isNew={isNew} />
      {state.manageKeys.allowed ? (
        <td className="app-department-person-key-actions">
          <ApiKeyRowActions
            apiKey={apiKey}
            busy={state.call !== null}
            handlers={{
              onEdit: (keyId) => viewModel.openKeySettings(userId, keyId),
              onRotate: (keyId) => viewModel.askToRotateKey(userId, keyId),
              onRevoke: (keyId) => viewModel.askToRevokeKey(userId, keyId),
              onRemove: (keyId) => viewModel.askToRemoveKey(userId, keyId),
            }}
          />
        </td>
      ) : null}
    </tr>
  );
}
