import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

/** What a list shows while it loads: a spinner and "Loading…". */
export function ListLoading({ className }: { readonly className?: string }) {
  const { t } = useTranslation();
  return <NonIdealState className={className} icon={<Spinner size={40} />} title={t("common.loading")} />;
}

/** A list that could not be loaded: the server's words when it gave some (else `fallback`), and a retry. */
export function ListLoadFailure({
  className,
  title,
  failure,
  fallback,
  onRetry,
}: {
  readonly className?: string;
  readonly title: string;
  readonly failure: readonly string[];
  readonly fallback: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className={className}
      icon={<ErrorIcon size={48} />}
      title={title}
      description={failure.length > 0 ? failure.map((message) => <p key={message}>{message}</p>) : fallback}
      action={
        <Button intent="primary" icon={<Refresh />} onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
