import { Button, Classes, Popover, Tag } from "@blueprintjs/core";
import { Code, Exchange, Globe, Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { formatPricePerMillion } from "../../../core/money/format-price-per-million.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { ActionsColumnHeader } from "../shared/actions-column-header.tsx";
import { DeleteIconButton } from "../shared/delete-icon-button.tsx";
import { OrganizationTable } from "../shared/organization-table.tsx";
import type { ConnectionCheck } from "./connection-check.ts";
import { ConnectionTestResult } from "./connection-test-result.tsx";
import type { ListedOrganizationModel } from "./listed-organization-model.ts";
import { RenewableShare } from "./renewable-share-cell.tsx";

type ModelColumn =
  | "name"
  | "type"
  | "provider"
  | "access"
  | "region"
  | "gridNode"
  | "emission"
  | "prices"
  | "lastChangedBy"
  | "actions";

/**
 * The organization's models, one a row. The actions column is there only for those who may manage the models: a
 * custom model's connection test, and deletion (a model last changed by a higher role shows its button disabled,
 * with the role that may delete it). A custom model shows its prices, and the last test's result under its name.
 */
export function OrganizationModelsTable({
  models,
  manageable,
  busy,
  removingId,
  connectionTests,
  onRemove,
  onTestConnection,
}: {
  readonly models: readonly ListedOrganizationModel[];
  readonly manageable: boolean;
  readonly busy: boolean;
  readonly removingId: string | null;
  readonly connectionTests: Readonly<Record<string, ConnectionCheck>>;
  readonly onRemove: (id: string) => void;
  readonly onTestConnection: (id: string) => void;
}) {
  const { t } = useTranslation();
  const column = (key: ModelColumn) => t(`organization.models.columns.${key}`);
  return (
    <OrganizationTable className="app-org-models-table" striped label={t("organization.models.modelsTitle")}>
      <thead>
        <tr>
          <th scope="col">{column("name")}</th>
          <th scope="col">{column("type")}</th>
          <th scope="col">{column("provider")}</th>
          <th scope="col">{column("access")}</th>
          <th scope="col">{column("region")}</th>
          <th scope="col">{column("gridNode")}</th>
          <th scope="col" className="app-numeric">
            {column("emission")}
          </th>
          <th scope="col" className="app-numeric">
            {column("prices")}
          </th>
          <th scope="col">{column("lastChangedBy")}</th>
          {manageable ? (
            <ActionsColumnHeader className="app-org-actions-cell" label={column("actions")} />
          ) : null}
        </tr>
      </thead>
      <tbody>
        {models.map((model) => (
          <ModelRow
            key={model.id}
            model={model}
            manageable={manageable}
            busy={busy}
            removing={removingId === model.id}
            connectionTest={connectionTests[model.id]}
            onRemove={onRemove}
            onTestConnection={onTestConnection}
          />
        ))}
      </tbody>
    </OrganizationTable>
  );
}

function ModelRow({
  model,
  manageable,
  busy,
  removing,
  connectionTest,
  onRemove,
  onTestConnection,
}: {
  readonly model: ListedOrganizationModel;
  readonly manageable: boolean;
  readonly busy: boolean;
  readonly removing: boolean;
  readonly connectionTest: ConnectionCheck | undefined;
  readonly onRemove: (id: string) => void;
  readonly onTestConnection: (id: string) => void;
}) {
  const { t } = useTranslation();
  const none = t("common.notAvailable");
  const label = t("organization.models.deleteModel", { name: model.name });
  const testLabel = t("organization.models.connection.testModel", { name: model.name });
  return (
    <tr
      data-testid="org-model-row"
      data-model-id={model.id}
      data-type={model.type}
      data-access={model.accessType}
    >
      <td data-column="name">
        <code className="app-org-model-name">{model.name}</code>
        {model.dedicatedUrl || model.maskedApiKey || model.configXml ? (
          <div className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL} app-org-model-details`}>
            {model.dedicatedUrl ? <span data-column="dedicatedUrl">{model.dedicatedUrl}</span> : null}
            {model.maskedApiKey ? (
              <span data-column="apiKey" data-api-key={model.maskedApiKey}>
                {t("organization.models.apiKey", { key: model.maskedApiKey })}
              </span>
            ) : null}
            {model.configXml ? <ConfigXml xml={model.configXml} name={model.name} /> : null}
          </div>
        ) : null}
        {model.connectionTestable ? <ConnectionTestResult check={connectionTest} name={model.name} /> : null}
      </td>
      <td data-column="type">
        <Tag minimal intent={model.type === OrganizationModelType.CUSTOM ? "primary" : "none"}>
          {t(`organization.models.types.${model.type}`)}
        </Tag>
      </td>
      <td data-column="provider">{model.provider}</td>
      <td data-column="access">
        <Tag minimal icon={model.accessType === ModelAccessType.PUBLIC ? <Globe /> : <Lock />}>
          {t(`organization.models.accessTypes.${model.accessType}`)}
        </Tag>
      </td>
      <td data-column="region">{model.region ?? none}</td>
      <td data-column="gridNode" title={model.gridNodeLocation ?? undefined}>
        {model.gridNodeName ?? none}
      </td>
      <td data-column="emission" className="app-numeric">
        {model.emission === null ? none : <RenewableShare percent={model.emission} />}
      </td>
      <td data-column="prices" className="app-numeric">
        {model.inputPrice === null && model.outputPrice === null
          ? none
          : t("organization.models.prices", {
              input: model.inputPrice === null ? none : formatPricePerMillion(model.inputPrice),
              output: model.outputPrice === null ? none : formatPricePerMillion(model.outputPrice),
            })}
      </td>
      <td data-column="lastChangedBy">
        {model.lastChangedBy ? t(`organization.shared.roles.${model.lastChangedBy}`) : none}
      </td>
      {manageable ? (
        <td className="app-org-actions-cell">
          {model.connectionTestable ? (
            <Button
              variant="minimal"
              icon={<Exchange />}
              aria-label={testLabel}
              title={testLabel}
              loading={connectionTest?.status === "testing"}
              onClick={() => onTestConnection(model.id)}
              data-testid="org-model-test-connection"
            />
          ) : null}
          <DeleteIconButton
            permission={model.removal}
            label={label}
            disabled={busy}
            loading={removing}
            onClick={() => onRemove(model.id)}
          />
        </td>
      ) : null}
    </tr>
  );
}

/** A custom model's configuration, shown on demand (it can be long), from a button reachable by keyboard. */
function ConfigXml({ xml, name }: { readonly xml: string; readonly name: string }) {
  const { t } = useTranslation();
  return (
    <Popover
      placement="bottom-start"
      content={<pre className={`${Classes.MONOSPACE_TEXT} app-org-model-config`}>{xml}</pre>}
    >
      <Button
        size="small"
        variant="minimal"
        icon={<Code />}
        className="app-org-model-config-button"
        aria-label={`${t("organization.models.configXml")}: ${name}`}
      >
        {t("organization.models.configXml")}
      </Button>
    </Popover>
  );
}
