import { Button, NonIdealState, type NonIdealStateProps, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

/** What a section shows instead of its list (nobody yet, nothing found), near its toolbar. */
export function UsersNotice(props: NonIdealStateProps) {
  return <NonIdealState className="app-users-notice" layout="vertical" {...props} />;
}

export function UsersLoading() {
  const { t } = useTranslation();
  return <UsersNotice icon={<Spinner size={32} />} title={t("common.loading")} />;
}

/** A list that could not be loaded: the server's words when it gave some, and a retry. */
export function UsersLoadFailure({
  title,
  failure,
  onRetry,
}: {
  readonly title: string;
  readonly failure: readonly string[];
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <UsersNotice
      icon={<ErrorIcon size={40} />}
      title={title}
      description={
        failure.length > 0
          ? failure.map((message) => <p key={message}>{message}</p>)
          : t("organization.shared.loadFailed")
      }
      action={
        <Button intent="primary" icon={<Refresh />} onClick={onRetry}>
          {t("common.retry")}
        </Button>
      }
    />
  );
}
