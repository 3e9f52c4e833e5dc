import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import {
  SYSTEM_PROMPT_IDS,
  type SystemPromptId,
  systemPromptText,
} from "../../core/chat-completions/system-prompts.ts";

const SELECT_ID = "playground-system-prompt";

interface SystemPromptPickerProps {
  readonly value: SystemPromptId;
  readonly onChange: (id: SystemPromptId) => void;
}

/** The system prompt sent before the conversation; the chosen prompt's text is shown below it. */
export function SystemPromptPicker({ value, onChange }: SystemPromptPickerProps) {
  const { t } = useTranslation();
  return (
    <FormGroup
      label={t("playground.systemPrompt.label")}
      labelFor={SELECT_ID}
      helperText={systemPromptText(value) ?? undefined}
    >
      <HTMLSelect
        id={SELECT_ID}
        fill
        value={value}
        onChange={(event) => onChange(event.currentTarget.value as SystemPromptId)}
        options={SYSTEM_PROMPT_IDS.map((id) => ({ value: id, label: t(`playground.systemPrompt.${id}`) }))}
      />
    </FormGroup>
  );
}
