import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { FilterRemove } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_KINDS } from "../../../core/audit/audit-kind.ts";
import { type ActivityView, isFiltered } from "./activity-address.ts";

export interface ActivityFiltersProps {
  readonly view: ActivityView;
  readonly actors: readonly string[];
  readonly onChange: (change: Partial<ActivityView>) => void;
  readonly onClear: () => void;
}

/** Who, which kind of change, and the days (first and last included); each change goes to the address. */
export function ActivityFilters({ view, actors, onChange, onClear }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const ids = { actor: useId(), kind: useId(), from: useId(), to: useId() };
  return (
    <fieldset className="organization-activity-filters">
      <legend className="app-visually-hidden">{t("organization.activity.filters.label")}</legend>
      <FormGroup label={t("organization.activity.filters.actor")} labelFor={ids.actor}>
        <HTMLSelect
          id={ids.actor}
          value={view.actor ?? ""}
          onChange={(event) => onChange({ actor: event.target.value || undefined })}
        >
          <option value="">{t("organization.activity.filters.anyActor")}</option>
          {actors.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("organization.activity.filters.kind")} labelFor={ids.kind}>
        <HTMLSelect
          id={ids.kind}
          value={view.kind ?? ""}
          onChange={(event) => onChange({ kind: (event.target.value || undefined) as ActivityView["kind"] })}
        >
          <option value="">{t("organization.activity.filters.anyKind")}</option>
          {AUDIT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`organization.activity.kinds.${kind}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t("organization.activity.filters.from")} labelFor={ids.from}>
        <InputGroup
          id={ids.from}
          type="date"
          value={view.from ?? ""}
          max={view.to}
          onValueChange={(value) => onChange({ from: value || undefined })}
        />
      </FormGroup>
      <FormGroup label={t("organization.activity.filters.to")} labelFor={ids.to}>
        <InputGroup
          id={ids.to}
          type="date"
          value={view.to ?? ""}
          min={view.from}
          onValueChange={(value) => onChange({ to: value || undefined })}
        />
      </FormGroup>
      <Button variant="minimal" icon={<FilterRemove />} disabled={!isFiltered(view)} onClick={onClear}>
        {t("organization.activity.filters.clear")}
      </Button>
    </fieldset>
  );
}
