import { Classes, HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ApiKeyRowActions, type ApiKeyRowHandlers } from "../../ui/api-keys/api-key-row-actions.tsx";
import { API_KEY_COLUMNS, apiKeyRowText } from "../../ui/api-keys/api-key-row-text.ts";
import { ApiKeyStatusTag } from "../../ui/api-keys/api-key-status-tag.tsx";
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
            {API_KEY_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`apiKeys.columns.${column}`)}
              </th>
            ))}
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
  const { t } = useTranslation();
  const text = apiKeyRowText(apiKey, t);
  return (
    <tr data-testid="api-key-row" data-key-id={apiKey.id}>
      <th scope="row">
        <span data-column="name">{text.name}</span>
        {isNew ? (
          <Tag minimal intent="success" className="app-api-keys-new">
            {t("apiKeys.new")}
          </Tag>
        ) : null}
      </th>
      <td>
        <code className="app-api-keys-masked" data-column="key">
          {text.key}
        </code>
      </td>
      <td>
        <span data-column="status">
          <ApiKeyStatusTag status={apiKey.status} />
        </span>
        {text.grace ? (
          <div className={`${Classes.TEXT_MUTED} app-api-keys-grace`} data-column="grace">
            {text.grace}
          </div>
        ) : null}
      </td>
      <td data-column="expires">{text.expires}</td>
      <td data-column="budget">{text.budget}</td>
      <td data-column="limits">{text.limits}</td>
      <td data-column="models" className="app-api-keys-models">
        {text.models}
      </td>
      <td data-column="createdBy">{text.createdBy}</td>
      <td>
        <span data-column="date">{apiKey.date}</span> <span data-column="time">{apiKey.time}</span>
      </td>
      <td data-column="lastUsed">{text.lastUsed}</td>
      <td data-column="requests">{text.requests}</td>
      <td className="app-api-keys-actions-cell">
        <ApiKeyRowActions apiKey={apiKey} busy={busy} handlers={handlers} />
      </td>
    </tr>
  );
}
