import { Tag } from "@blueprintjs/core";
import { WarningSign } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { formatPricesReadOn } from "../../core/available-models/prices-read-on.ts";

/** The day a model's prices were read, marked in words (not by colour alone) when they could not be checked. */
export function PricesReadOn({
  readOn,
  checked,
}: {
  readonly readOn: string | null;
  readonly checked: boolean;
}) {
  const { t, i18n } = useTranslation();
  const shown = formatPricesReadOn(readOn, i18n.language);
  if (shown === null || readOn === null) return <>{t("common.notAvailable")}</>;
  return (
    <span className="app-prices-read-on">
      <time dateTime={readOn}>{shown}</time>
      {checked ? null : (
        <Tag
          minimal
          intent="warning"
          icon={<WarningSign />}
          htmlTitle={t("availableModels.pricesNotCheckedHint")}
          data-testid="model-price-unchecked"
        >
          {t("availableModels.pricesNotChecked")}
        </Tag>
      )}
    </span>
  );
}
