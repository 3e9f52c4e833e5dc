import { Button, Callout, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { isBestAvailable } from "../../core/chat-completions/playground-conversation.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import { chosenModel, type PlaygroundSetup } from "./playground.state.ts";

const SELECT_ID = "playground-model-select";

interface ModelPickerProps {
  readonly setup: PlaygroundSetup;
  readonly onChoose: (systemName: string) => void;
  readonly onRetry: () => void;
}

/** The model to ask: 'Best Available' first, then the gateway's models by provider, with the chosen one's prices. */
export function ModelPicker({ setup, onChoose, onRetry }: ModelPickerProps) {
  const { t } = useTranslation();
  const model = chosenModel(setup);
  if (setup.catalogue === "failed") {
    return (
      <Callout intent="danger" compact className="playground-setup-problem">
        <p>{t("playground.notices.modelsFailed")}</p>
        <Button size="small" text={t("common.retry")} onClick={onRetry} />
      </Callout>
    );
  }
  return (
    <FormGroup
      label={t("playground.model.label")}
      labelFor={SELECT_ID}
      helperText={
        model === null
          ? undefined
          : isBestAvailable(model.systemName)
            ? t("playground.model.bestAvailableHint")
            : t("playground.model.price", {
                input: formatUsd(model.tokenInPricePerMillionTokens),
                output: formatUsd(model.tokenOutPricePerMilionTokens),
              })
      }
    >
      <HTMLSelect
        id={SELECT_ID}
        data-testid="playground-model"
        fill
        disabled={setup.catalogue === "loading"}
        value={setup.catalogue === "loading" ? "" : (model?.systemName ?? "")}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        <option value="" disabled>
          {setup.catalogue === "loading" ? t("playground.model.loading") : t("playground.model.placeholder")}
        </option>
        {byProvider(setup.models).map(([provider, models]) =>
          provider === null ? (
            models.map((option) => <ModelOption key={option.id} model={option} />)
          ) : (
            <optgroup key={provider} label={provider}>
              {models.map((option) => (
                <ModelOption key={option.id} model={option} />
              ))}
            </optgroup>
          ),
        )}
      </HTMLSelect>
    </FormGroup>
  );
}

function ModelOption({ model }: { model: ProviderModel }) {
  const { t } = useTranslation();
  return (
    <option value={model.systemName}>
      {model.hasReasoning ? t("playground.model.reasoning", { model: model.systemName }) : model.systemName}
    </option>
  );
}

/** The models grouped by provider in the order first met; 'Best Available' has none and stays on top. */
function byProvider(models: readonly ProviderModel[]): [string | null, ProviderModel[]][] {
  const groups = new Map<string | null, ProviderModel[]>();
  for (const model of models) {
    const provider = model.provider?.name ?? null;
    groups.set(provider, [...(groups.get(provider) ?? []), model]);
  }
  return [...groups];
}
