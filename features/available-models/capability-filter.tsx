import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CapabilityChoice } from "../../core/available-models/capability-filter.ts";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import { CAPABILITY_ICONS, useCapabilityNames } from "./capability-names.tsx";

/**
 * Toggle buttons, one a capability, that keep only the models able to do every one pressed. Buttons, so Tab
 * reaches each and Enter or Space presses it; aria-pressed says which are on.
 */
export function CapabilityFilter({
  choices,
  chosen,
  onToggle,
}: {
  readonly choices: readonly CapabilityChoice[];
  readonly chosen: readonly ModelCapability[];
  readonly onToggle: (capability: ModelCapability) => void;
}) {
  const { t } = useTranslation();
  const names = useCapabilityNames();
  if (choices.length === 0) return null;
  return (
    <fieldset className="app-capability-filter" data-testid="capability-filter">
      <legend>{t("availableModels.requiredCapabilities")}</legend>
      {choices.map(({ capability, modelCount }) => {
        const on = chosen.includes(capability);
        const { name, hint } = names(capability);
        return (
          <Button
            key={capability}
            size="small"
            variant="outlined"
            active={on}
            intent={on ? "primary" : "none"}
            aria-pressed={on}
            data-capability={capability}
            icon={CAPABILITY_ICONS[capability]}
            title={hint}
            onClick={() => onToggle(capability)}
          >
            {name} <span className="app-filter-count">{modelCount}</span>
          </Button>
        );
      })}
    </fieldset>
  );
}
