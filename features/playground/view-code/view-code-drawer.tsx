import { Button, Classes, Drawer, DrawerSize, H4, Tab, Tabs } from "@blueprintjs/core";
import { Code, SmallCross } from "@blueprintjs/icons";
import { useId, useMemo, useState } from "react";
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
  const titleId = useId();
  const snippets = useMemo(
    () => (isOpen ? requestCodeSnippets(request, apiBaseUrl(config, window.location.host)) : null),
    [isOpen, request, config],
  );

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      size={DrawerSize.STANDARD}
      className="view-code-drawer"
      aria-labelledby={titleId}
    >
      {/* Blueprint's own close button is labelled in English only: this header carries a translated one. */}
      <div className={Classes.DRAWER_HEADER}>
        <Code size={20} />
        <H4 id={titleId}>{t("playground.viewCode.title")}</H4>
        <Button
          variant="minimal"
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCross size={20} />}
          aria-label={t("common.close")}
          onClick={onClose}
        />
      </div>
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
    </Drawer>
  );
}
