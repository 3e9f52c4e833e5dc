import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { OfferedTool } from "../../core/usage-logs/logged-exchange.ts";
import { UsageLogText } from "./usage-log-text.tsx";

/** The tools the request offered the model: each one's name, description and parameters' schema. */
export function UsageLogToolsOffered({ tools }: { tools: readonly OfferedTool[] }) {
  const { t } = useTranslation();
  const label = t("usageLogs.drawer.toolsOffered");
  return (
    <section className="usage-log-content" aria-label={label} data-testid="usage-log-tools-offered">
      <h3 className={`${Classes.HEADING} usage-log-content-title`}>{label}</h3>
      <ul className="usage-log-tools">
        {tools.map((tool, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two tools may share a name; their order is fixed
          <li key={index} className="usage-log-tool" data-tool-name={tool.name}>
            <code className="usage-log-tool-name">{tool.name}</code>
            {tool.description ? <p className="usage-log-tool-description">{tool.description}</p> : null}
            {tool.parameters ? (
              <UsageLogText caption={t("usageLogs.drawer.toolParameters")}>{tool.parameters}</UsageLogText>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
