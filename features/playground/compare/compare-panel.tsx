import { Classes } from "@blueprintjs/core";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import type { PlaygroundSettings } from "../../../core/chat-completions/playground-settings.ts";
import type { RoutingStrategy } from "../../../core/chat-completions/routing-strategy.ts";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import type { AttachedImage } from "../playground.state.ts";
import type { CompareRequestParts } from "../playground.view-model.ts";
import { createCompareViewModel } from "./compare.view-model-factory.ts";
import { CompareColumns } from "./compare-columns.tsx";
import { CompareForm } from "./compare-form.tsx";
import { CompareResults } from "./compare-results.tsx";
import "./compare.css";

export interface ComparePanelProps {
  /** The models offered, 'Best Available' first. */
  readonly models: readonly ProviderModel[];
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: string | null;
  readonly routingStrategy: RoutingStrategy;
  /** The API key to call with; null calls as the signed-in user. */
  readonly apiKeyId: string | null;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
  /** The playground's tools, schema and images, the same for every model; none when absent. */
  readonly parts?: CompareRequestParts;
  /** The images attached, which the chat's question and the comparison share. */
  readonly attachments?: readonly AttachedImage[];
  readonly onAttach?: (file: File) => Promise<unknown>;
  readonly onRemoveImage?: (id: string) => void;
}

const NO_PARTS: CompareRequestParts = {
  tools: [],
  responseFormat: null,
  images: [],
  needs: { tools: false, images: false, structuredOutput: false },
  requestProblem: null,
};

/** Side-by-side comparison of two or three models on one prompt, with their speed, tokens, cost and emissions. */
export function ComparePanel(props: ComparePanelProps) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const { models, settings, systemPrompt, routingStrategy, apiKeyId, departmentId, parts = NO_PARTS } = props;
  const viewModel = useViewModel(() => createCompareViewModel(services, { ...props, ...parts }));
  const state = useObservable(viewModel.state$, viewModel.current());
  const headingId = useId();

  useEffect(() => {
    viewModel.configure({
      models,
      settings,
      systemPrompt,
      routingStrategy,
      apiKeyId,
      departmentId,
      ...parts,
    });
  }, [viewModel, models, settings, systemPrompt, routingStrategy, apiKeyId, departmentId, parts]);

  return (
    <section className="compare-panel" data-testid="compare-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className={`${Classes.HEADING} compare-panel-title`}>
        {t("playground.compare.title")}
      </h2>
      <p className={`${Classes.TEXT_MUTED} compare-panel-description`}>
        {t("playground.compare.description")}
      </p>
      <CompareForm
        state={state}
        models={models}
        needs={parts.needs}
        viewModel={viewModel}
        attachments={props.attachments}
        onAttach={props.onAttach}
        onRemoveImage={props.onRemoveImage}
      />
      <CompareColumns
        columns={state.columns}
        onAnswer={(position, results) => viewModel.answerToolCalls(position, results)}
      />
      <CompareResults columns={state.columns} metrics={state.metrics} best={state.best} />
    </section>
  );
}
