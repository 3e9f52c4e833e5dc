import { useTranslation } from "react-i18next";
import { formatContextWindow } from "../../core/available-models/context-window.ts";

/** A cell with a number of tokens as catalogues write it ("128K"), the exact count on hover; a dash when unknown. */
export function TokenCount({
  column,
  testId,
  tokens,
}: {
  readonly column: string;
  readonly testId: string;
  readonly tokens: number | null;
}) {
  const { t, i18n } = useTranslation();
  const shown = formatContextWindow(tokens);
  return (
    <td
      data-column={column}
      data-testid={testId}
      className="app-numeric"
      title={
        shown === null || tokens === null
          ? undefined
          : t("availableModels.contextTokens", { tokens: tokens.toLocaleString(i18n.language) })
      }
    >
      {shown ?? t("common.notAvailable")}
    </td>
  );
}
