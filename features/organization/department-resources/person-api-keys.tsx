import { Classes } from "@blueprintjs/core";
import { Plus } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { RevealedApiKeyCallout } from "../../../ui/components/revealed-api-key.tsx";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { PermittedButton } from "../shared/permitted-button.tsx";
import type { DepartmentPeopleState, ListedPerson } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";

const KEYS = "organization.departmentResources.people";

/** Someone's API keys for this department, masked, newest first: create one, delete one after asking. */
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
          title={t(`${KEYS}.revealedTitle`, { email: person.email })}
          onDismiss={() => viewModel.dismissRevealed()}
        />
      ) : null}
      {person.keys.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{t(`${KEYS}.noKeys`, { email: person.email })}</p>
      ) : (
        <ul
          className="app-department-person-key-list"
          aria-label={t(`${KEYS}.keysOf`, { email: person.email })}
        >
          {person.keys.map((key) => (
            <li key={key.id} data-testid="department-person-key" data-key-id={key.id}>
              <code data-column="key">{key.masked}</code>
              <span className={Classes.TEXT_MUTED} data-column="created">
                {t(`${KEYS}.keyCreatedOn`, { date: key.createdOn })}
              </span>
              {revealed?.id === key.id ? (
                <span className="app-department-person-key-new">{t("apiKeys.new")}</span>
              ) : null}
              <DeleteIconButton
                permission={state.manageKeys}
                label={t("apiKeys.deleteKey", { key: key.masked })}
                disabled={state.call !== null}
                data-testid="department-person-key-delete"
                onClick={() => viewModel.askToRemoveKey(person.userId, key.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <PermittedButton
        permission={state.manageKeys}
        icon={<Plus />}
        intent="primary"
        variant="outlined"
        loading={creating}
        disabled={state.call !== null}
        data-testid="department-person-key-create"
        onClick={() => void viewModel.createKey(person.userId)}
      >
        {t(`${KEYS}.createKey`, { email: person.email })}
      </PermittedButton>
    </div>
  );
}
