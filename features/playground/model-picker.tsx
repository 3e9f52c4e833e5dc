import { Button, Callout, Classes, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type ModelOffer, modelOffer } from "../../core/available-models/model-offer.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { isBestAvailable } from "../../core/chat-completions/playground-conversation.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import { ModelCapabilities } from "./model-capabilities.tsx";
import { ModelCapabilityTable } from "./model-capability-table.tsx";
import { chosenModel, type PlaygroundSetup } from "./playground.state.ts";
import { useOfferReasons } from "./use-offer-reasons.ts";

const SELECT_ID = "playground-model-select";

interface ModelPickerProps {
  readonly setup: PlaygroundSetup;
  readonly onChoose: (systemName: string) => void;
  readonly onRetry: () => void;
}

/**
 * The model to ask: 'Best Available' first, then the gateway's models by provider, with the chosen one's prices
 * and capabilities. A model that cannot serve the request as it stands (tools, images, JSON) is not offered, and
 * the reason is said.
 */
export function ModelPicker({ setup, onChoose, onRetry }: ModelPickerProps) {
  const { t } = useTranslation();
  const reasons = useOfferReasons();
  const model = chosenModel(setup);
  const offers = useMemo(
    () => new Map(setup.models.map((each) => [each.systemName, modelOffer(each, setup.needs)])),
    [setup.models, setup.needs],
  );
  if (setup.catalogue === "failed") {
    return (
      <Callout intent="danger" compact className="playground-setup-problem">
        <p>{t("playground.notices.modelsFailed")}</p>
        <Button size="small" text={t("common.retry")} onClick={onRetry} />
      </Callout>
    );
  }
  const chosenOffer = model ? offers.get(model.systemName) : undefined;
  const notOffered = setup.models.filter((each) => offers.get(each.systemName)?.offered === false);
  return (
    <>
      <FormGroup
        label={t("playground.model.label")}
        labelFor={SELECT_ID}
        intent={chosenOffer?.offered === false ? "warning" : undefined}
        helperText={
          model === null
            ? undefined
            : chosenOffer?.offered === false
              ? t("playground.notices.modelNotOffered", {
                  model: model.systemName,
                  reasons: reasons(chosenOffer.missing),
                })
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
            {setup.catalogue === "loading"
              ? t("playground.model.loading")
              : t("playground.model.placeholder")}
          </option>
          {byProvider(setup.models).map(([provider, models]) =>
            provider === null ? (
              models.map((option) => (
                <ModelOption key={option.id} model={option} offer={offers.get(option.systemName)} />
              ))
            ) : (
              <optgroup key={provider} label={provider}>
                {models.map((option) => (
                  <ModelOption key={option.id} model={option} offer={offers.get(option.systemName)} />
                ))}
              </optgroup>
            ),
          )}
        </HTMLSelect>
      </FormGroup>
      {model && !isBestAvailable(model.systemName) ? <ModelCapabilities model={model} /> : null}
      {notOffered.length > 0 ? (
        <p className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`} data-testid="models-not-offered">
          {t("playground.model.notOffered", {
            models: notOffered
              .map((each) => `${each.systemName} (${reasons(offers.get(each.systemName)?.missing ?? [])})`)
              .join(", "),
          })}
        </p>
      ) : null}
      <ModelCapabilityTable models={setup.models} />
    </>
  );
}

/**
 * One model, named as the gateway names it (browser tests choose it by that name). One that cannot serve the
 * request is disabled, its reason in its title and in the line below the list.
 */
function ModelOption({ model, offer }: { model: ProviderModel; offer: ModelOffer | undefined }) {
  const reasons = useOfferReasons();
  const offered = offer?.offered ?? true;
  return (
    <option
      value={model.systemName}
      data-testid="model-option"
      data-offered={String(offered)}
      disabled={!offered}
      title={offered ? undefined : reasons(offer?.missing ?? [])}
    >
      {model.systemName}
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
