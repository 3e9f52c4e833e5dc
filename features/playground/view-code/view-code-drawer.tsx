import { Callout, Classes, DrawerSize, Tab, Tabs } from "@blueprintjs/core";
import { Code } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { requestCodeSnippets } from "../../../core/chat-completions/request-code-snippets.ts";
import {
  API_KEY_VARIABLE,
  REQUEST_SNIPPET_LANGUAGES,
  type RequestSnippetLanguage,
} from "../../../core/code-snippets/code-snippets.ts";
import { Config } from "../../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../../core/gateway/api-base-url.ts";
import { AppDrawer } from "../../../ui/components/app-dialog.tsx";
import { CodeSnippet } from "../../../ui/components/code-snippet.tsx";
import { useService } from "../../../ui/hooks/use-service.ts";
import { markShortened, withShortenedImages } from "./shortened-images.ts";
import "./view-code.css";

export interface ViewCodeDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The request as the playground would send it now (its apiKey is never shown, only a placeholder). */
  readonly request: ChatCompletionRequest;
}

/**
 * The current request, tools, schema and images included, with the official OpenAI SDKs, curl, and Anthropic's
 * SDK where the request can be put to its Messages API; each reads the API key from the environment.
 */
export function ViewCodeDrawer({ isOpen, onClose, request }: ViewCodeDrawerProps) {
  const { t } = useTranslation();
  const config = useService(Config);
  const [language, setLanguage] = useState<RequestSnippetLanguage>("curl");
  const shown = useMemo(() => {
    if (!isOpen) return null;
    const short = withShortenedImages(request);
    const snippets = requestCodeSnippets(short.request, apiBaseUrl(config, window.location.host));
    return { snippets: markShortened(snippets, short.starts), shortened: short.starts.size > 0 };
  }, [isOpen, request, config]);

  return (
    <AppDrawer
      isOpen={isOpen}
      onClose={onClose}
      size={DrawerSize.STANDARD}
      className="view-code-drawer"
      title={t("playground.viewCode.title")}
      icon={<Code size={20} />}
    >
      <div className={`${Classes.DRAWER_BODY} view-code-body`} data-testid="view-code-drawer">
        <p>{t("playground.viewCode.description", { variable: API_KEY_VARIABLE })}</p>
        {shown?.shortened ? (
          <Callout compact data-testid="view-code-images-shortened">
            {t("playground.viewCode.imagesShortened")}
          </Callout>
        ) : null}
        {shown && (
          <Tabs
            id="view-code-languages"
            selectedTabId={language}
            onChange={(next) => setLanguage(next as RequestSnippetLanguage)}
            renderActiveTabPanelOnly
          >
            {REQUEST_SNIPPET_LANGUAGES.map((each) => {
              const code = shown.snippets[each];
              return (
                <Tab
                  key={each}
                  id={each}
                  title={t(`playground.viewCode.tabs.${each}`)}
                  panel={
                    code === null ? (
                      <Callout data-testid="view-code-not-applicable">
                        {t("playground.viewCode.anthropicNotApplicable")}
                      </Callout>
                    ) : (
                      <CodeSnippet
                        code={code}
                        note={t(`playground.viewCode.notes.${each}`)}
                        copyLabel={t("playground.viewCode.copy", {
                          language: t(`playground.viewCode.tabs.${each}`),
                        })}
                        testId="view-code-snippet"
                      />
                    )
                  }
                />
              );
            })}
          </Tabs>
        )}
      </div>
    </AppDrawer>
  );
}
