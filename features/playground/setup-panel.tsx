import { Card } from "@blueprintjs/core";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { isBestAvailable } from "../../core/chat-completions/playground-conversation.ts";
import { ApiKeyPicker } from "./api-key-picker.tsx";
import { DepartmentPicker } from "./department-picker.tsx";
import { GenerationSettings } from "./generation-settings.tsx";
import { ModelPicker } from "./model-picker.tsx";
import { chosenModel, type PlaygroundSetup } from "./playground.state.ts";
import type { PlaygroundViewModel } from "./playground.view-model.ts";
import { RoutingStrategyPicker } from "./routing-strategy-picker.tsx";
import { StructuredOutputPanel } from "./structured-output-panel.tsx";
import { SystemPromptPicker } from "./system-prompt-picker.tsx";
import { ToolsPanel } from "./tools-panel.tsx";

interface SetupPanelProps {
  readonly viewModel: PlaygroundViewModel;
  readonly setup: PlaygroundSetup;
  /** The comparison may ask 'Best Available' whatever the chat's model: it needs the routing strategy too. */
  readonly comparing: boolean;
}

/**
 * The model, how it is called, the tools and schema it is given, and its settings; the routing strategy only
 * matters for 'Best Available'.
 */
export const SetupPanel = memo(function SetupPanel({ viewModel, setup, comparing }: SetupPanelProps) {
  const { t } = useTranslation();
  return (
    <Card className="playground-setup" aria-label={t("playground.setup.title")} role="region">
      <ModelPicker
        setup={setup}
        onChoose={(name) => viewModel.chooseModel(name)}
        onRetry={() => void viewModel.reloadModels()}
      />
      {comparing || isBestAvailable(setup.modelName) ? (
        <RoutingStrategyPicker
          value={setup.routingStrategy}
          onChange={(strategy) => viewModel.chooseRoutingStrategy(strategy)}
        />
      ) : null}
      <SystemPromptPicker value={setup.systemPrompt} onChange={(id) => viewModel.chooseSystemPrompt(id)} />
      <ApiKeyPicker
        keys={setup.apiKeys}
        value={setup.apiKeyId}
        onChange={(id) => viewModel.chooseApiKey(id)}
      />
      <DepartmentPicker
        departments={setup.departments}
        value={setup.departmentId}
        onChange={(id) => viewModel.chooseDepartment(id)}
      />
      <ToolsPanel setup={setup} viewModel={viewModel} />
      <StructuredOutputPanel structuredOutput={setup.structuredOutput} viewModel={viewModel} />
      <GenerationSettings
        settings={setup.settings}
        reasoning={chosenModel(setup)?.hasReasoning ?? false}
        onChange={(change) => viewModel.changeSettings(change)}
        onReset={() => viewModel.resetSettings()}
      />
    </Card>
  );
});
