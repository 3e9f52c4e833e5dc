import { Tab, Tabs } from "@blueprintjs/core";
import { Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import { systemPromptText } from "../../core/chat-completions/system-prompts.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useScreenViewModel } from "../../ui/hooks/use-screen-view-model.ts";
import { ChatView } from "./chat-view.tsx";
import { ComparePanel, ComparePanelLoading, usePreloadedLaterParts, ViewCodeDrawer } from "./later-parts.tsx";
import { createPlaygroundViewModel } from "./playground.view-model-factory.ts";
import { readDataUrl } from "./read-data-url.ts";
import { SetupPanel } from "./setup-panel.tsx";
import { usePlaygroundSetup } from "./use-playground-state.ts";
import "./playground.css";

type PlaygroundMode = "chat" | "compare";

interface ViewCode {
  readonly isOpen: boolean;
  readonly request: ChatCompletionRequest;
}

/**
 * The playground: the model and its settings beside either the chat or the side-by-side comparison, and the
 * current request as code on demand.
 */
export function PlaygroundPage() {
  const { t } = useTranslation();
  const viewModel = useScreenViewModel(createPlaygroundViewModel);
  const setup = usePlaygroundSetup(viewModel);
  usePreloadedLaterParts();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parts follow the setup the view model holds
  const compareParts = useMemo(() => viewModel.compareParts(), [viewModel, setup]);
  const attach = useCallback(
    (file: File) => viewModel.attachImage(file, () => readDataUrl(file)),
    [viewModel],
  );
  const removeImage = useCallback((id: string) => viewModel.removeImage(id), [viewModel]);
  const [mode, setMode] = useState<PlaygroundMode>("chat");
  // Mounted once first shown, then kept: its fields measure themselves, which a hidden panel cannot do.
  const [compareShown, setCompareShown] = useState(false);
  const [viewCode, setViewCode] = useState<ViewCode | null>(null);
  const openViewCode = useCallback(
    (prompt: string) => {
      const request = viewModel.requestFor(prompt);
      if (request) setViewCode({ isOpen: true, request });
    },
    [viewModel],
  );

  return (
    <section className="app-page playground-page">
      <PageHeader title={t("routes.PLAYGROUND_PAGE")} />
      <div className="playground-layout">
        <SetupPanel viewModel={viewModel} setup={setup} comparing={mode === "compare"} />
        {/* Not animated: the sliding underline is placed by measuring the tab as it mounts, which laid the whole page
            out inside its first render; the selected tab is underlined all the same. */}
        <Tabs
          id="playground-mode"
          className="playground-main"
          animate={false}
          selectedTabId={mode}
          onChange={(next) => {
            setMode(next as PlaygroundMode);
            if (next === "compare") setCompareShown(true);
          }}
        >
          <Tab
            id="chat"
            title={t("playground.modes.chat")}
            panelClassName="playground-panel"
            panel={
              <ChatView
                viewModel={viewModel}
                loading={setup.catalogue === "loading"}
                attachments={setup.attachments}
                onViewCode={openViewCode}
              />
            }
          />
          <Tab
            id="compare"
            title={t("playground.modes.compare")}
            panelClassName="playground-panel"
            panel={
              compareShown ? (
                <Suspense fallback={<ComparePanelLoading />}>
                  <ComparePanel
                    models={setup.models}
                    settings={setup.settings}
                    systemPrompt={systemPromptText(setup.systemPrompt)}
                    routingStrategy={setup.routingStrategy}
                    apiKeyId={setup.apiKeyId}
                    departmentId={setup.departmentId}
                    parts={compareParts}
                    attachments={setup.attachments}
                    onAttach={attach}
                    onRemoveImage={removeImage}
                  />
                </Suspense>
              ) : undefined
            }
          />
        </Tabs>
      </div>
      {viewCode ? (
        <Suspense fallback={null}>
          <ViewCodeDrawer
            isOpen={viewCode.isOpen}
            onClose={() => setViewCode({ ...viewCode, isOpen: false })}
            request={viewCode.request}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
