import { Button, Classes, Menu, MenuItem, Popover } from "@blueprintjs/core";
import { Add, CaretDown } from "@blueprintjs/icons";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { TOOL_TEMPLATES, type ToolTemplateId } from "../../core/chat-completions/tool-definition.ts";

/** Each template's function name, shown beside it: what the model will call. */
const FUNCTION_NAMES: ReadonlyMap<ToolTemplateId, string> = new Map(
  TOOL_TEMPLATES.map((template) => [template.id, (JSON.parse(template.definition) as { name: string }).name]),
);

interface ToolTemplateMenuProps {
  /** Adds the template's tool; returns the new tool's id. */
  readonly onChoose: (template: ToolTemplateId) => string;
  /** The menu has gone after this tool was added: the focus may go to it (until then, it is the menu's). */
  readonly onAdded: (id: string) => void;
}

/**
 * "Add from template": a menu of ready-made functions. Closed without a choice (Escape), it gives the focus back
 * to its button, which Blueprint's popover does not always do.
 */
export function ToolTemplateMenu({ onChoose, onAdded }: ToolTemplateMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  // Refs: the popover calls back the handler it was given as it began to close.
  const added = useRef<string | null>(null);
  const onClosed = () => {
    const id = added.current;
    added.current = null;
    // Only while the focus is still the menu's (its button, its closed overlay's focus trap) or nowhere: a person
    // who has moved on meanwhile keeps their place.
    const focus = document.activeElement;
    const menus = !focus || focus === document.body || focus === button.current;
    if (!menus && !focus.closest(`.${Classes.OVERLAY}`)) return;
    if (id) onAdded(id);
    else button.current?.focus();
  };
  return (
    <Popover
      placement="bottom-start"
      onClosed={onClosed}
      content={
        <Menu data-testid="tool-template-menu" aria-label={t("playground.tools.addTemplate")}>
          {TOOL_TEMPLATES.map((template) => (
            <MenuItem
              key={template.id}
              text={t(`playground.tools.templates.${template.id}`)}
              label={FUNCTION_NAMES.get(template.id)}
              onClick={() => {
                added.current = onChoose(template.id);
              }}
            />
          ))}
        </Menu>
      }
    >
      <Button
        ref={button}
        variant="outlined"
        size="small"
        icon={<Add />}
        endIcon={<CaretDown />}
        text={t("playground.tools.addTemplate")}
      />
    </Popover>
  );
}
