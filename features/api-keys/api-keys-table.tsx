import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ApiKeysState } from "./api-keys.state.ts";

/** The person's keys, masked, oldest first, each with its creation date, time and a delete button. */
export function ApiKeysTable({
  state,
  onRemove,
}: {
  readonly state: ApiKeysState;
  readonly onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="app-api-keys-frame">
      <HTMLTable className="app-api-keys-table" striped aria-label={t("apiKeys.title")}>
        <thead>
          <tr>
            <th scope="col">{t("apiKeys.columns.key")}</th>
            <th scope="col">{t("apiKeys.columns.date")}</th>
            <th scope="col">{t("apiKeys.columns.time")}</th>
            <th scope="col" className="app-api-keys-actions-cell">
              <span className="app-visually-hidden">{t("apiKeys.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {state.keys.map((key) => {
            const label = t("apiKeys.deleteKey", { key: key.masked });
            return (
              <tr key={key.id} data-testid="api-key-row" data-key-id={key.id}>
                <td>
                  <code className="app-api-keys-masked" data-column="key">
                    {key.masked}
                  </code>
                  {state.revealed?.id === key.id ? (
                    <Tag minimal intent="success" className="app-api-keys-new">
                      {t("apiKeys.new")}
                    </Tag>
                  ) : null}
                </td>
                <td data-column="date">{key.date}</td>
                <td data-column="time">{key.time}</td>
                <td className="app-api-keys-actions-cell">
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon={<Trash />}
                    aria-label={label}
                    title={label}
                    disabled={state.call !== null}
                    loading={state.call === "removing" && state.removal?.id === key.id}
                    onClick={() => onRemove(key.id)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
