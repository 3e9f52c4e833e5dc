import { Button, NonIdealState, type NonIdealStateProps, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, FilterRemove, History } from "@blueprintjs/icons";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";

/** Where a list's state is said: its class and test id; `data-state` names the state. */
export interface ListStateFrame {
  readonly className: string;
  readonly testId: string;
}

/** A state said in place of a list, in the list's frame. */
export function ListStateMessage({
  frame,
  kind,
  ...message
}: { frame: ListStateFrame; kind: string } & NonIdealStateProps) {
  return (
    <div className={frame.className} data-testid={frame.testId} data-state={kind}>
      <NonIdealState {...message} />
    </div>
  );
}

/** A group of texts that has the titles and descriptions of failing, nothing matching and nothing at all. */
type ListStateTexts = {
  [Key in ParseKeys]: Key extends `${infer Texts}.noMatch.description` ? Texts : never;
}[ParseKeys];

/** The states every filtered list has. */
export type CommonListState = "failed" | "loading" | "noMatch" | "empty";

/**
 * Loading, empty, nothing matching or failed, said in place of a list: the titles and descriptions are the texts
 * under `texts` (`<texts>.failed.title`, `<texts>.noMatch.description`…); failing offers a retry, nothing
 * matching offers to clear the filters.
 */
export function CommonListStateMessage({
  state,
  frame,
  texts,
  onRetry,
  clear,
}: {
  state: CommonListState;
  frame: ListStateFrame;
  texts: ListStateTexts;
  onRetry: () => void;
  clear: { readonly label: string; readonly onClear: () => void };
}) {
  const { t } = useTranslation();
  const words = (name: "failed" | "noMatch" | "empty") => ({
    title: t(`${texts}.${name}.title`),
    description: t(`${texts}.${name}.description`),
  });
  switch (state) {
    case "failed":
      return (
        <ListStateMessage
          frame={frame}
          kind="failed"
          icon={<ErrorIcon size={48} />}
          {...words("failed")}
          action={<Button onClick={onRetry}>{t("common.retry")}</Button>}
        />
      );
    case "loading":
      return (
        <ListStateMessage
          frame={frame}
          kind="loading"
          icon={<Spinner size={40} aria-label={t("common.loading")} />}
          description={t("common.loading")}
        />
      );
    case "noMatch":
      return (
        <ListStateMessage
          frame={frame}
          kind="no-match"
          icon={<FilterRemove size={48} />}
          {...words("noMatch")}
          action={<Button onClick={clear.onClear}>{clear.label}</Button>}
        />
      );
    case "empty":
      return <ListStateMessage frame={frame} kind="empty" icon={<History size={48} />} {...words("empty")} />;
  }
}
