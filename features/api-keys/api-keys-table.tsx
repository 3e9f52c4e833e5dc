import { HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ApiKeyCells, ApiKeyColumnHeaders } from "../../ui/api-keys/api-key-cells.tsx";
import { ApiKeyRowActions, type ApiKeyRowHandlers } from "../../ui/api-keys/api-key-row-actions.tsx";
import type { ListedApiKey } from "../../ui/api-keys/listed-api-key.ts";
import type { ApiKeysState } from "./api-keys.state.ts";

/** The person's keys, newest first: what each is, how it stands, its limits and its use this month. */
export function ApiKeysTable({
  state,
  handlers,
}: {
  readonly state: ApiKeysState;
  readonly handlers: ApiKeyRowHandlers;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-api-keys-frame">
      <HTMLTable className="app-api-keys-table" striped aria-label={t("apiKeys.title")}>
        <thead>
          <tr>
            <ApiKeyColumnHeaders />
            <th scope="col" className="app-api-keys-actions-cell">
              <span className="app-visually-hidden">{t("apiKeys.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {state.keys.map((key) => (
            <ApiKeyRow
              key={key.id}
              apiKey={key}
              isNew={state.revealed?.id === key.id}
              busy={state.call !== null}
              handlers={handlers}
            />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function ApiKeyRow({
  apiKey,
  isNew,
  busy,
  handlers,
}: {
  readonly apiKey: ListedApiKey;
  readonly isNew: boolean;
  readonly busy: boolean;
  readonly handlers: ApiKeyRowHandlers;
}) {
  return (
    <tr data-testid="api-key-row" data-key-id={apiKey.id}>
      <ApiKeyCells apiKey={apiKey} isNew={isNew} />
      <td className="app-api-keys-actions-cell">
        <ApiKeyRowActions apiKey={apiKey} busy={busy} handlers={handlers} />
      </td>
    </tr>
  );
}
