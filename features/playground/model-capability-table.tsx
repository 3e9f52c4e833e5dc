import { Classes, HTMLTable } from "@blueprintjs/core";
import { SmallCross, Tick } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { isBestAvailable } from "../../core/chat-completions/playground-conversation.ts";
import { CapabilityIcon, SHOWN_CAPABILITIES } from "./capability-icon.tsx";
import { SetupSection } from "./setup-section.tsx";

/** Every model's capabilities side by side, for choosing one that can do what the request needs. */
export function ModelCapabilityTable({ models }: { models: readonly ProviderModel[] }) {
  const { t } = useTranslation();
  const listed = models.filter((model) => !isBestAvailable(model.systemName));
  if (listed.length === 0) return null;
  return (
    <SetupSection title={t("playground.model.tableTitle")}>
      <HTMLTable compact className="playground-capability-table">
        <thead>
          <tr>
            <th scope="col">{t("playground.model.tableModel")}</th>
            {SHOWN_CAPABILITIES.map((capability) => (
              <th key={capability} scope="col" title={t(`playground.model.capabilityNames.${capability}`)}>
                <CapabilityIcon capability={capability} />
                <span className="app-visually-hidden">{t(`playground.model.capability.${capability}`)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listed.map((model) => (
            <tr key={model.id}>
              <th scope="row">{model.systemName}</th>
              {SHOWN_CAPABILITIES.map((capability) => {
                const can = model.capabilities.includes(capability);
                return (
                  <td key={capability} className={can ? undefined : Classes.TEXT_MUTED}>
                    {can ? <Tick size={12} aria-hidden /> : <SmallCross size={12} aria-hidden />}
                    <span className="app-visually-hidden">{t(can ? "common.yes" : "common.no")}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </SetupSection>
  );
}
