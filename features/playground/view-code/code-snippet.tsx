import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { CopyTextButton } from "../../../ui/components/copy-text-button.tsx";

interface CodeSnippetProps {
  readonly code: string;
  /** The language's name, as its tab shows it. */
  readonly language: string;
  /** How to run it. */
  readonly note: string;
}

/** One snippet as text, with a button that copies it to the clipboard and says whether that worked. */
export function CodeSnippet({ code, language, note }: CodeSnippetProps) {
  const { t } = useTranslation();
  return (
    <div className="view-code-snippet">
      <div className="view-code-toolbar">
        <span className={`${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>{note}</span>
        <CopyTextButton
          variant="outlined"
          size="small"
          textToCopy={code}
          text={t("common.copy")}
          aria-label={t("playground.viewCode.copy", { language })}
        />
      </div>
      <pre className="view-code-pre" data-testid="view-code-snippet">
        <code>{code}</code>
      </pre>
    </div>
  );
}
