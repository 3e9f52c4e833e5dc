import { Classes } from "@blueprintjs/core";
import { Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { departmentLabels } from "./department-labels.ts";
import type { SettingAccess } from "./department-setting-access.ts";

/** Which role changed a setting last, and, when it is out of the person's reach, why (see `departmentLabels.origin`). */
export function SettingOrigin({
  access,
  canEdit,
}: {
  readonly access: SettingAccess;
  readonly canEdit: boolean;
}) {
  const { t } = useTranslation();
  const locked = access.locked && canEdit;
  return (
    <span
      className={`app-departments-origin ${locked ? "app-departments-origin-locked" : Classes.TEXT_MUTED}`}
      data-testid="setting-origin"
    >
      {locked ? <Lock size={12} aria-hidden /> : null}
      <span>{departmentLabels.origin(t, access, canEdit)}</span>
    </span>
  );
}
