import { NonIdealState, type NonIdealStateProps } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ListLoadFailure, ListLoading } from "../../../ui/components/list-notices.tsx";

const NOTICE_CLASS = "app-users-notice";

/** What a section shows instead of its list (nobody yet, nothing found), near its toolbar. */
export function UsersNotice(props: NonIdealStateProps) {
  return <NonIdealState className={NOTICE_CLASS} layout="vertical" {...props} />;
}

/** A section's list while it loads. */
export function UsersLoading() {
  return <ListLoading className={NOTICE_CLASS} />;
}

/** A list that could not be loaded: the server's words when it gave some, and a retry. */
export function UsersLoadFailure(props: {
  readonly title: string;
  readonly failure: readonly string[];
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ListLoadFailure className={NOTICE_CLASS} fallback={t("organization.shared.loadFailed")} {...props} />
  );
}
