import { Button, Callout, FormGroup, HTMLSelect, Intent, TextArea } from "@blueprintjs/core";
import { Add, Cross, Play, Stop } from "@blueprintjs/icons";
import { type KeyboardEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import { COMPARED_MODELS } from "../../../core/chat-completions/model-comparison.ts";
import type { CompareState, CompareViewModel } from "./compare.view-model.ts";

interface CompareFormProps {
  readonly state: CompareState;
  readonly models: readonly ProviderModel[];
  readonly viewModel: CompareViewModel;
}

/** The models to compare, the prompt, and Compare / Stop. Ctrl+Enter (⌘+Enter) in the prompt compares too. */
export function CompareForm({ state, models, viewModel }: CompareFormProps) {
  const { t } = useTranslation();
  const promptId = useId();
  const slotId = useId();
  const runOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      viewModel.run();
    }
  };
  const options = [
    { value: "", label: t("playground.compare.chooseModel") },
    ...models.map((model) => ({ value: model.systemName, label: model.systemName })),
  ];

  return (
    <form
      className="compare-form"
      onSubmit={(event) => {
        event.preventDefault();
        viewModel.run();
      }}
    >
      <div className="compare-slots">
        {state.slots.map((model, slot) => {
          const number = slot + 1;
          return (
            <FormGroup
              // Slots have no identity beyond their place: removing one shifts the others, as the labels do.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={slot}
              label={t("playground.compare.modelLabel", { number })}
              labelFor={`${slotId}-${slot}`}
            >
              <div className="compare-slot">
                <HTMLSelect
                  id={`${slotId}-${slot}`}
                  data-testid="compare-model"
                  value={model}
                  options={options}
                  disabled={state.running}
                  onChange={(event) => viewModel.chooseModel(slot, event.currentTarget.value)}
                />
                {state.slots.length > COMPARED_MODELS.min && (
                  <Button
                    variant="minimal"
                    icon={<Cross />}
                    aria-label={t("playground.compare.removeModel", { number })}
                    disabled={state.running}
                    onClick={() => viewModel.removeModel(slot)}
                  />
                )}
              </div>
            </FormGroup>
          );
        })}
        {state.slots.length < COMPARED_MODELS.max && (
          <Button
            className="compare-add-model"
            variant="outlined"
            icon={<Add />}
            text={t("playground.compare.addModel")}
            disabled={state.running}
            onClick={() => viewModel.addModel()}
          />
        )}
      </div>
      <FormGroup label={t("playground.compare.prompt")} labelFor={promptId}>
        <TextArea
          id={promptId}
          data-testid="compare-prompt"
          className="compare-prompt"
          fill
          autoResize
          rows={3}
          value={state.prompt}
          placeholder={t("playground.compare.promptPlaceholder")}
          onChange={(event) => viewModel.setPrompt(event.currentTarget.value)}
          onKeyDown={runOnShortcut}
        />
      </FormGroup>
      {state.problem && (
        <Callout
          intent={Intent.WARNING}
          role="alert"
          data-testid="compare-problem"
          className="compare-problem"
        >
          {t(`playground.compare.problems.${state.problem}`)}
        </Callout>
      )}
      <div className="compare-actions">
        {state.running ? (
          <Button
            data-testid="compare-stop"
            intent={Intent.DANGER}
            icon={<Stop />}
            text={t("playground.compare.stop")}
            onClick={() => viewModel.stop()}
          />
        ) : (
          <Button
            type="submit"
            data-testid="compare-run"
            intent={Intent.PRIMARY}
            icon={<Play />}
            text={t("playground.compare.run")}
          />
        )}
      </div>
    </form>
  );
}
