import { HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CatalogueSort, CatalogueSortKey } from "../../core/available-models/model-catalogue-query.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { formatPricePerMillion } from "../../core/money/format-price-per-million.ts";
import { SortableColumnHeader } from "../../ui/components/sortable-column-header.tsx";
import { ModelCapabilityTags } from "./model-capability-tags.tsx";
import { PricesReadOn } from "./prices-read-on.tsx";
import { ProviderLogo } from "./provider-logo.tsx";
import { TokenCount } from "./token-count.tsx";

/** The catalogue as a table, one model a row, ordered by clicking a column header. */
export function ModelCatalogueTable({
  models,
  sort,
  onSort,
}: {
  readonly models: readonly ProviderModel[];
  readonly sort: CatalogueSort | null;
  readonly onSort: (key: CatalogueSortKey) => void;
}) {
  const { t } = useTranslation();
  const header = (sortKey: CatalogueSortKey, numeric = false) => (
    <SortableColumnHeader
      label={t(`availableModels.columns.${sortKey}`)}
      sortKey={sortKey}
      sort={sort}
      onSort={onSort}
      numeric={numeric}
    />
  );
  return (
    <div className="app-table-frame">
      <HTMLTable className="app-model-table" striped aria-label={t("availableModels.title")}>
        <thead>
          <tr>
            {header("provider")}
            {header("name")}
            {header("context", true)}
            <th scope="col" className="app-numeric">
              {t("availableModels.columns.maxOutput")}
            </th>
            {header("input", true)}
            {header("cachedInput", true)}
            {header("output", true)}
            <th scope="col">{t("availableModels.columns.pricesReadOn")}</th>
            <th scope="col">{t("availableModels.columns.capabilities")}</th>
            <th scope="col">{t("availableModels.columns.developer")}</th>
          </tr>
        </thead>
        <tbody>
          {models.map((model) => (
            <ModelRow key={model.id} model={model} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}

function ModelRow({ model }: { readonly model: ProviderModel }) {
  const { t } = useTranslation();
  const none = t("common.notAvailable");
  return (
    <tr data-testid="available-model-row" data-model={model.systemName}>
      <td data-column="provider">
        <span className="app-provider-cell">
          <ProviderLogo provider={model.provider} />
          <span>{model.provider?.name ?? none}</span>
        </span>
      </td>
      <td data-column="name" className="app-model-name">
        <code>{model.systemName}</code>
        {model.active ? null : (
          <Tag minimal className="app-model-inactive">
            {t("availableModels.inactive")}
          </Tag>
        )}
      </td>
      <TokenCount column="context" testId="model-context-window" tokens={model.contextWindow} />
      <TokenCount column="maxOutput" testId="model-max-output" tokens={model.maxOutputTokens} />
      <td data-column="input" className="app-numeric">
        {formatPricePerMillion(model.tokenInPricePerMillionTokens)}
      </td>
      <td data-column="cachedInput" className="app-numeric">
        {model.tokenCachedInPricePerMillionTokens === null
          ? none
          : formatPricePerMillion(model.tokenCachedInPricePerMillionTokens)}
      </td>
      <td data-column="output" className="app-numeric">
        {formatPricePerMillion(model.tokenOutPricePerMilionTokens)}
      </td>
      <td data-column="pricesReadOn" data-testid="model-price-date">
        <PricesReadOn readOn={model.pricesReadOn} checked={model.pricesChecked} />
      </td>
      <td data-column="capabilities">
        <ModelCapabilityTags
          capabilities={model.capabilities}
          label={t("availableModels.capabilitiesOf", { model: model.systemName })}
        />
      </td>
      <td data-column="developer">{model.developer ?? none}</td>
    </tr>
  );
}
