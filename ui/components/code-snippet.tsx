import "./code-snippet.css";
import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { CopyTextButton } from "./copy-text-button.tsx";

interface CodeSnippetProps {
  readonly code: string;
  /** How to run it. */
  readonly note: string;
  /** The copy button's accessible name, e.g. "Copy the Python code". */
  readonly copyLabel: string;
  /** The code block's test id, which the screen's tests look the snippet up by. */
  readonly testId: string;
}

/** One snippet as text, with a button that copies it to the clipboard and says whether that worked. */
export function CodeSnippet({ code, note, copyLabel, testId }: CodeSnippetProps) {
  const { t } = useTranslation();
  return (
    <div className="app-code-snippet">
      <div className="app-code-snippet-toolbar">
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{note}</span>
        <CopyTextButton
          variant="outlined"
          size="small"
          textToCopy={code}
          text={t("common.copy")}
          aria-label={copyLabel}
        />
      </div>
      <pre className="app-code-snippet-pre" data-testid={testId}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
