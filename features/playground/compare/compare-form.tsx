import { Button, Callout, FormGroup, HTMLSelect, Intent, TextArea } from "@blueprintjs/core";
import { Add, Cross, Play, Stop } from "@blueprintjs/icons";
import { type KeyboardEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import type { RequestNeeds } from "../../../core/available-models/model-capability.ts";
import { modelOffer } from "../../../core/available-models/model-offer.ts";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import { COMPARED_MODELS } from "../../../core/chat-completions/model-comparison.ts";
import { ImageAttachments } from "../image-attachments.tsx";
import type { AttachedImage } from "../playground.state.ts";
import { useOfferReasons } from "../use-offer-reasons.ts";
import type { CompareBlock, CompareState, CompareViewModel } from "./compare.view-model.ts";

interface CompareFormProps {
  readonly state: CompareState;
  readonly models: readonly ProviderModel[];
  /** What the request asks of a model: one that cannot serve it is not offered. */
  readonly needs: RequestNeeds;
  readonly viewModel: CompareViewModel;
  /** The images sent with the prompt; none can be attached without onAttach. */
  readonly attachments?: readonly AttachedImage[];
  readonly onAttach?: (file: File) => Promise<unknown>;
  readonly onRemoveImage?: (id: string) => void;
}

/**
 * The models to compare (those that cannot serve the request disabled), the prompt and its images, and
 * Compare / Stop. Ctrl+Enter (⌘+Enter) in the prompt compares too.
 */
export function CompareForm({
  state,
  models,
  needs,
  viewModel,
  attachments = [],
  onAttach,
  onRemoveImage,
}: CompareFormProps) {
  const { t } = useTranslation();
  const reasons = useOfferReasons();
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
    ...models.map((model) => {
      const offer = modelOffer(model, needs);
      return offer.offered
        ? { value: model.systemName, label: model.systemName }
        : {
            value: model.systemName,
            label: `${model.systemName} (${reasons(offer.missing)})`,
            disabled: true,
          };
    }),
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
      {onAttach && onRemoveImage ? (
        <ImageAttachments
          attachments={attachments}
          onAttach={onAttach}
          onRemove={onRemoveImage}
          disabled={state.running}
        />
      ) : null}
      {state.blocked && (
        <Callout
          intent={Intent.WARNING}
          role="alert"
          data-testid="compare-blocked"
          className="compare-problem"
        >
          <BlockText block={state.blocked} />
        </Callout>
      )}
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

function BlockText({ block }: { readonly block: CompareBlock }) {
  const { t } = useTranslation();
  const reasons = useOfferReasons();
  return block.kind === "request"
    ? block.text
    : t("playground.notices.modelNotOffered", { model: block.model, reasons: reasons(block.missing) });
}
