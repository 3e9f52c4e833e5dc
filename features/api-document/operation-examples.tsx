import { Callout, Tab, Tabs } from "@blueprintjs/core";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiOperation } from "../../core/api-document/api-operation.ts";
import { ID_TOKEN_VARIABLE } from "../../core/api-document/operation-code-snippets.ts";
import {
  API_KEY_VARIABLE,
  SNIPPET_LANGUAGES,
  type SnippetLanguage,
} from "../../core/code-snippets/code-snippets.ts";
import { CodeSnippet } from "../../ui/components/code-snippet.tsx";
import type { ApiDocumentViewModel } from "./api-document.view-model.ts";
import { operationAnchor } from "./operation-anchor.ts";

interface OperationExamplesProps {
  readonly operation: ApiOperation;
  readonly viewModel: ApiDocumentViewModel;
  /** The chosen key, masked, when the examples carry one; null when they read it from the environment. */
  readonly chosenKey: string | null;
}

/** The operation in curl, Python and TypeScript, with a word on the credential the examples send. */
export function OperationExamples({ operation, viewModel, chosenKey }: OperationExamplesProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<SnippetLanguage>("curl");
  // The view model's key choice is part of what the snippets are made of.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chosenKey changes what snippetsFor answers
  const snippets = useMemo(() => viewModel.snippetsFor(operation), [viewModel, operation, chosenKey]);
  const keyInserted = operation.access === "apiKey" && chosenKey !== null;
  return (
    <div className="api-examples">
      <Callout intent={keyInserted ? "warning" : "none"} compact className="api-examples-credential">
        {operation.access === "public"
          ? t("apiDocument.credential.public")
          : operation.access === "session"
            ? t("apiDocument.credential.session", { variable: ID_TOKEN_VARIABLE })
            : keyInserted
              ? t("apiDocument.credential.inserted", { key: chosenKey })
              : t("apiDocument.credential.variable", { variable: API_KEY_VARIABLE })}
      </Callout>
      <Tabs
        id={`${operationAnchor(operation)}-examples`}
        selectedTabId={language}
        onChange={(next) => setLanguage(next as SnippetLanguage)}
        renderActiveTabPanelOnly
      >
        {SNIPPET_LANGUAGES.map((each) => (
          <Tab
            key={each}
            id={each}
            title={t(`apiDocument.languages.${each}`)}
            panel={
              <CodeSnippet
                code={snippets[each]}
                note={t(`apiDocument.notes.${each}`)}
                copyLabel={t("apiDocument.copyExample", { language: t(`apiDocument.languages.${each}`) })}
                testId="api-operation-snippet"
              />
            }
          />
        ))}
      </Tabs>
    </div>
  );
}
