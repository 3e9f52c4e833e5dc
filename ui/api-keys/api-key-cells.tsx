import "./api-keys.css";
import { Classes, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { API_KEY_COLUMNS, apiKeyRowText } from "./api-key-row-text.ts";
import { ApiKeyStatusTag } from "./api-key-status-tag.tsx";
import type { ListedApiKey } from "./listed-api-key.ts";

/** The header cells of a table of keys, one per column of API_KEY_COLUMNS. */
export function ApiKeyColumnHeaders() {
  const { t } = useTranslation();
  return API_KEY_COLUMNS.map((column) => (
    <th key={column} scope="col">
      {t(`apiKeys.columns.${column}`)}
    </th>
  ));
}

/**
 * A key's cells, the same on every screen that lists keys (a person's own, a department user's): its name (marked
 * new just after it was made), masked value, status and grace, expiry, budget, limits, models, maker, creation,
 * last use and requests this month.
 */
export function ApiKeyCells({ apiKey, isNew }: { readonly apiKey: ListedApiKey; readonly isNew: boolean }) {
  const { t } = useTranslation();
  const text = apiKeyRowText(apiKey, t);
  return (
    <>
      <th scope="row">
        <span data-column="name">{text.name}</span>
        {isNew ? (
          <Tag minimal intent="success" className="app-api-key-new">
            {t("apiKeys.new")}
          </Tag>
        ) : null}
      </th>
      <td>
        <code className="app-api-key-masked" data-column="key">
          {text.key}
        </code>
      </td>
      <td>
        <span data-column="status">
          <ApiKeyStatusTag status={apiKey.status} />
        </span>
        {text.grace ? (
          <div className={`${Classes.TEXT_MUTED} app-api-key-grace`} data-column="grace">
            {text.grace}
          </div>
        ) : null}
      </td>
      <td data-column="expires">{text.expires}</td>
      <td data-column="budget">{text.budget}</td>
      <td data-column="limits">{text.limits}</td>
      <td data-column="models" className="app-api-key-models">
        {text.models}
      </td>
      <td data-column="createdBy">{text.createdBy}</td>
      <td>
        <span data-column="date">{apiKey.date}</span> <span data-column="time">{apiKey.time}</span>
      </td>
      <td data-column="lastUsed">{text.lastUsed}</td>
      <td data-column="requests">{text.requests}</td>
    </>
  );
}
