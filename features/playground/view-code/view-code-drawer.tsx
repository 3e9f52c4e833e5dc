import { Classes, DrawerSize, Tab, Tabs } from "@blueprintjs/core";
import { Code } from "@blueprintjs/icons";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { requestCodeSnippets } from "../../../core/chat-completions/request-code-snippets.ts";
import {
  API_KEY_VARIABLE,
  SNIPPET_LANGUAGES,
  type SnippetLanguage,
} from "../../../core/code-snippets/code-snippets.ts";
import { Config } from "../../../core/config/config.entity.ts";
import { apiBaseUrl } from "../../../core/gateway/api-base-url.ts";
import { AppDrawer } from "../../../ui/components/app-dialog.tsx";
import { CodeSnippet } from "../../../ui/components/code-snippet.tsx";
import { useService } from "../../../ui/hooks/use-service.ts";
import "./view-code.css";

export interface ViewCodeDrawerProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The request as the playground would send it now (its apiKey is never shown, only a placeholder). */
  readonly request: ChatCompletionRequest;
}

/** The current request as curl, Python and TypeScript, each reading the API key from the environment. */
export function ViewCodeDrawer({ isOpen, onClose, request }: ViewCodeDrawerProps) {
  const { t } = useTranslation();
  const config = useService<Config>(Config);
  const [language, setLanguage] = useState<SnippetLanguage>("curl");
  const snippets = useMemo(
    () => (isOpen ? requestCodeSnippets(request, apiBaseUrl(config, window.location.host)) : null),
    [isOpen, request, config],
  );

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
        {snippets && (
          <Tabs
            id="view-code-languages"
            selectedTabId={language}
            onChange={(next) => setLanguage(next as SnippetLanguage)}
            renderActiveTabPanelOnly
          >
            {SNIPPET_LANGUAGES.map((each) => (
              <Tab
                key={each}
                id={each}
                title={t(`playground.viewCode.tabs.${each}`)}
                panel={
                  <CodeSnippet
                    code={snippets[each]}
                    note={t(`playground.viewCode.notes.${each}`)}
                    copyLabel={t("playground.viewCode.copy", {
                      language: t(`playground.viewCode.tabs.${each}`),
                    })}
                    testId="view-code-snippet"
                  />
                }
              />
            ))}
          </Tabs>
        )}
      </div>
    </AppDrawer>
  );
}
