import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { FilterRemove } from "@blueprintjs/icons";
import { type ChangeEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { USAGE_ENDPOINTS, type UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import { ApiKeyFilterOptions } from "../../ui/components/api-key-filter-options.tsx";
import type { UsageLogsChoices } from "./usage-logs.state.ts";
import { isFiltered, type StatusChoice, type UsageLogsView } from "./usage-logs-address.ts";

export interface UsageLogsFiltersProps {
  readonly view: UsageLogsView;
  readonly choices: UsageLogsChoices;
  readonly onChange: (change: Partial<UsageLogsView>) => void;
  readonly onClear: () => void;
}

/** The date range, model, vendor, status, key and endpoint filters; each change goes to the address. */
export function UsageLogsFilters({ view, choices, onChange, onClear }: UsageLogsFiltersProps) {
  const { t } = useTranslation();
  const text = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => event.target.value || undefined;
  return (
    <fieldset className="usage-logs-filters">
      <legend className="app-visually-hidden">{t("usageLogs.filters.label")}</legend>
      <Filter label={t("usageLogs.filters.from")}>
        {(id) => (
          <InputGroup
            id={id}
            type="date"
            value={view.fromDay ?? ""}
            max={view.toDay}
            onChange={(event) => onChange({ fromDay: text(event) })}
          />
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.to")}>
        {(id) => (
          <InputGroup
            id={id}
            type="date"
            value={view.toDay ?? ""}
            min={view.fromDay}
            onChange={(event) => onChange({ toDay: text(event) })}
          />
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.model")} className="usage-logs-model-filter">
        {(id) => (
          <HTMLSelect id={id} value={view.model ?? ""} onChange={(event) => onChange({ model: text(event) })}>
            <option value="">{t("usageLogs.filters.anyModel")}</option>
            {choices.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </HTMLSelect>
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.vendor")}>
        {(id) => (
          <HTMLSelect
            id={id}
            value={view.vendor ?? ""}
            onChange={(event) => onChange({ vendor: text(event) })}
          >
            <option value="">{t("usageLogs.filters.anyVendor")}</option>
            {choices.vendors.map((vendor) => (
              <option key={vendor} value={vendor}>
                {vendor}
              </option>
            ))}
          </HTMLSelect>
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.status")}>
        {(id) => (
          <HTMLSelect
            id={id}
            value={view.status === undefined ? "" : String(view.status)}
            onChange={(event) => onChange({ status: statusChoiceOf(event.target.value) })}
          >
            <option value="">{t("usageLogs.filters.anyStatus")}</option>
            <option value="success">{t("usageLogs.filters.success")}</option>
            <option value="error">{t("usageLogs.filters.error")}</option>
            {choices.statusCodes.length > 0 ? (
              <optgroup label={t("usageLogs.filters.exactStatus")}>
                {choices.statusCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </HTMLSelect>
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.apiKey")}>
        {(id) => (
          <HTMLSelect id={id} value={view.key ?? ""} onChange={(event) => onChange({ key: text(event) })}>
            <ApiKeyFilterOptions choices={choices.keys} />
          </HTMLSelect>
        )}
      </Filter>
      <Filter label={t("usageLogs.filters.endpoint")}>
        {(id) => (
          <HTMLSelect
            id={id}
            value={view.endpoint ?? ""}
            onChange={(event) => onChange({ endpoint: endpointOf(event.target.value) })}
            data-testid="usage-logs-endpoint-filter"
          >
            <option value="">{t("usageLogs.filters.anyEndpoint")}</option>
            {USAGE_ENDPOINTS.map((endpoint) => (
              <option key={endpoint} value={endpoint}>
                {t(`usageLogs.endpoints.${endpoint}`)}
              </option>
            ))}
          </HTMLSelect>
        )}
      </Filter>
      <Button
        className="usage-logs-clear"
        variant="minimal"
        icon={<FilterRemove />}
        disabled={!isFiltered(view)}
        onClick={onClear}
      >
        {t("usageLogs.filters.clear")}
      </Button>
    </fieldset>
  );
}

function Filter({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <FormGroup
      label={label}
      labelFor={id}
      className={className ? `usage-logs-filter ${className}` : "usage-logs-filter"}
    >
      {children(id)}
    </FormGroup>
  );
}

function endpointOf(value: string): UsageEndpoint | undefined {
  return USAGE_ENDPOINTS.find((endpoint) => endpoint === value);
}

function statusChoiceOf(value: string): StatusChoice | undefined {
  if (value === "success" || value === "error") return value;
  return value === "" ? undefined : Number(value);
}
