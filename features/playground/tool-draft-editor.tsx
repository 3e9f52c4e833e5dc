import { Button, Classes, Intent } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { TextArea } from "../../ui/components/text-area.tsx";
import type { ToolDraft } from "./playground.state.ts";

interface ToolDraftEditorProps {
  readonly draft: ToolDraft;
  /** Its place in the list, from 1, as the person reads it. */
  readonly number: number;
  /** Takes the focus as it appears. */
  readonly focus: boolean;
  readonly onChange: (text: string) => void;
  readonly onRemove: () => void;
}

/** One tool's JSON, with what is wrong with it, or the function it offers. */
export function ToolDraftEditor({ draft, number, focus, onChange, onRemove }: ToolDraftEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = `${id}-message`;
  const name = draft.tool?.function.name;
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focus) input.current?.focus();
  }, [focus]);
  return (
    <div
      className="playground-tool-draft"
      data-testid="tool-draft"
      data-valid={String(draft.problem === null)}
    >
      <div className="playground-tool-draft-header">
        <label htmlFor={id} className={Classes.LABEL}>
          {t("playground.tools.editorLabel", { number })}
        </label>
        <Button
          variant="minimal"
          size="small"
          icon={<Trash />}
          aria-label={t("playground.tools.remove", { number })}
          onClick={onRemove}
        />
      </div>
      <TextArea
        id={id}
        className="playground-code-editor"
        rows={8}
        fill
        spellCheck={false}
        autoComplete="off"
        inputRef={input}
        value={draft.text}
        intent={draft.problem ? Intent.DANGER : undefined}
        aria-invalid={draft.problem !== null}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p
        id={messageId}
        className={`playground-tool-message ${Classes.TEXT_SMALL} ${draft.problem ? "playground-problem-text" : Classes.TEXT_MUTED}`}
      >
        {draft.problem
          ? t(`playground.tools.problems.${draft.problem}`)
          : t("playground.tools.ready", { name })}
      </p>
    </div>
  );
}
