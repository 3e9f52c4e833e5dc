import { Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { CapabilityIcon, SHOWN_CAPABILITIES } from "./capability-icon.tsx";

/** What the chosen model can do beyond chat, as small tags. */
export function ModelCapabilities({ model }: { model: Pick<ProviderModel, "systemName" | "capabilities"> }) {
  const { t } = useTranslation();
  const shown = SHOWN_CAPABILITIES.filter((capability) => model.capabilities.includes(capability));
  if (shown.length === 0) return null;
  return (
    <ul
      className="playground-capabilities"
      aria-label={t("playground.model.capabilitiesLabel", { model: model.systemName })}
    >
      {shown.map((capability) => (
        <li key={capability}>
          <Tag
            minimal
            round
            icon={<CapabilityIcon capability={capability} />}
            title={t(`playground.model.capabilityNames.${capability}`)}
          >
            {t(`playground.model.capability.${capability}`)}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
