import { Button, Callout, Classes } from "@blueprintjs/core";
import { Add, Undo } from "@blueprintjs/icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlaygroundSetup } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";
import { SetupSection } from "./setup-section.tsx";
import { ToolDraftEditor } from "./tool-draft-editor.tsx";
import { ToolTemplateMenu } from "./tool-template-menu.tsx";

interface ToolsPanelProps {
  readonly setup: Pick<PlaygroundSetup, "tools" | "removedTool">;
  readonly viewModel: Pick<
    PlaygroundViewModel,
    "addTool" | "editTool" | "removeTool" | "undoRemoveTool" | "forgetRemovedTool"
  >;
}

/** The functions offered to the model, each written as JSON, from a template or from scratch. */
export function ToolsPanel({ setup, viewModel }: ToolsPanelProps) {
  const { t } = useTranslation();
  // The tool just added takes the focus, so the person types into it at once.
  const [focused, setFocused] = useState<string | null>(null);
  const { tools, removedTool } = setup;
  return (
    <SetupSection
      title={t("playground.tools.title")}
      testId="tools-panel"
      defaultOpen={tools.length > 0}
      badge={
        tools.length > 0
          ? { value: String(tools.length), label: t("playground.tools.countLabel", { number: tools.length }) }
          : null
      }
    >
      <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("playground.tools.description")}</p>
      {tools.length === 0 ? (
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{t("playground.tools.empty")}</p>
      ) : null}
      {tools.map((draft, index) => (
        <ToolDraftEditor
          key={draft.id}
          draft={draft}
          number={index + 1}
          focus={draft.id === focused}
          onChange={(text) => viewModel.editTool(draft.id, text)}
          onRemove={() => viewModel.removeTool(draft.id)}
        />
      ))}
      {removedTool ? (
        <Callout compact className="playground-tool-removed" role="status">
          <span>{t("playground.tools.removed")}</span>
          <Button
            size="small"
            variant="outlined"
            icon={<Undo />}
            text={t("playground.tools.undo")}
            // The button the person just pressed is gone: the focus goes where they can take the removal back.
            autoFocus
            onClick={() => viewModel.undoRemoveTool()}
          />
          <Button
            size="small"
            variant="minimal"
            text={t("playground.tools.dismiss")}
            onClick={() => viewModel.forgetRemovedTool()}
          />
        </Callout>
      ) : null}
      <div className="playground-tools-actions">
        <ToolTemplateMenu onChoose={(template) => setFocused(viewModel.addTool(template))} />
        <Button
          variant="outlined"
          size="small"
          icon={<Add />}
          text={t("playground.tools.addEmpty")}
          onClick={() => setFocused(viewModel.addTool(null))}
        />
      </div>
    </SetupSection>
  );
}
