import { Button, Classes } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { TOOL_TEMPLATES, type ToolTemplateId } from "../../core/chat-completions/tool-definition.ts";

/** Each template's function name: what the model will call. */
const FUNCTION_NAMES: ReadonlyMap<ToolTemplateId, string> = new Map(
  TOOL_TEMPLATES.map((template) => [template.id, (JSON.parse(template.definition) as { name: string }).name]),
);

interface ToolTemplateMenuProps {
  /** Adds the template's tool; the focus may then go to it. */
  readonly onChoose: (template: ToolTemplateId) => void;
}

/**
 * "Add from template": one button per ready-made function, each a single Tab stop and press away. Buttons rather
 * than a menu: the build leaves Blueprint's menu styles out of the first download.
 */
export function ToolTemplateMenu({ onChoose }: ToolTemplateMenuProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="playground-tool-templates" data-testid="tool-template-menu">
      <legend className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {t("playground.tools.addTemplate")}
      </legend>
      {TOOL_TEMPLATES.map((template) => (
        <Button
          key={template.id}
          variant="outlined"
          size="small"
          icon={<Add />}
          text={t(`playground.tools.templates.${template.id}`)}
          title={FUNCTION_NAMES.get(template.id)}
          onClick={() => onChoose(template.id)}
        />
      ))}
    </fieldset>
  );
}
