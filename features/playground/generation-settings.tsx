import { Button, FormGroup, H2, HTMLSelect, Switch } from "@blueprintjs/core";
import { Reset } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import {
  PLAYGROUND_BOUNDS,
  type PlaygroundSettings,
  ReasoningEffort,
} from "../../core/chat-completions/playground-settings.ts";
import { BoundedNumberInput } from "./bounded-number-input.tsx";
import { SettingSlider } from "./setting-slider.tsx";

const HEADING_ID = "playground-settings-title";

interface GenerationSettingsProps {
  readonly settings: PlaygroundSettings;
  /** A reasoning model takes reasoning effort, max completion tokens and store instead of max tokens. */
  readonly reasoning: boolean;
  readonly onChange: (change: Partial<PlaygroundSettings>) => void;
  readonly onReset: () => void;
}

/** The generation settings within their bounds (SPEC §5), with "reset to defaults" (SPEC §9). */
export function GenerationSettings({ settings, reasoning, onChange, onReset }: GenerationSettingsProps) {
  const { t } = useTranslation();
  return (
    <section className="playground-settings" aria-labelledby={HEADING_ID}>
      <header className="playground-settings-header">
        <H2 id={HEADING_ID} className="playground-settings-title">
          {t("playground.settings.title")}
        </H2>
        <Button
          variant="minimal"
          size="small"
          icon={<Reset />}
          text={t("playground.settings.reset")}
          onClick={onReset}
        />
      </header>
      <SettingSlider
        id="playground-temperature"
        label={t("playground.settings.temperature")}
        value={settings.temperature}
        bounds={PLAYGROUND_BOUNDS.temperature}
        onChange={(temperature) => onChange({ temperature })}
      />
      <SettingSlider
        id="playground-top-p"
        label={t("playground.settings.topP")}
        value={settings.topP}
        bounds={PLAYGROUND_BOUNDS.topP}
        onChange={(topP) => onChange({ topP })}
      />
      <SettingSlider
        id="playground-repetition-penalty"
        label={t("playground.settings.repetitionPenalty")}
        value={settings.repetitionPenalty}
        bounds={PLAYGROUND_BOUNDS.repetitionPenalty}
        onChange={(repetitionPenalty) => onChange({ repetitionPenalty })}
      />
      {reasoning ? (
        <>
          <FormGroup
            label={t("playground.settings.maxCompletionTokens")}
            labelFor="playground-max-completion-tokens"
          >
            <BoundedNumberInput
              id="playground-max-completion-tokens"
              value={settings.maxCompletionTokens}
              {...PLAYGROUND_BOUNDS.maxCompletionTokens}
              onChange={(maxCompletionTokens) => onChange({ maxCompletionTokens })}
            />
          </FormGroup>
          <FormGroup label={t("playground.settings.reasoningEffort")} labelFor="playground-reasoning-effort">
            <HTMLSelect
              id="playground-reasoning-effort"
              value={settings.reasoningEffort}
              onChange={(event) =>
                onChange({ reasoningEffort: event.currentTarget.value as ReasoningEffort })
              }
              options={Object.values(ReasoningEffort).map((effort) => ({
                value: effort,
                label: t(`playground.settings.reasoningEfforts.${effort}`),
              }))}
            />
          </FormGroup>
          <Switch
            label={t("playground.settings.store")}
            checked={settings.store}
            onChange={(event) => onChange({ store: event.currentTarget.checked })}
          />
        </>
      ) : (
        <FormGroup label={t("playground.settings.maxTokens")} labelFor="playground-max-tokens">
          <BoundedNumberInput
            id="playground-max-tokens"
            value={settings.maxTokens}
            {...PLAYGROUND_BOUNDS.maxTokens}
            onChange={(maxTokens) => onChange({ maxTokens })}
          />
        </FormGroup>
      )}
    </section>
  );
}
