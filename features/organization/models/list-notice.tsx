import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Refresh } from "@blueprintjs/icons";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import type { LoadedList } from "./organization-models.state.ts";

/**
 * What a section shows instead of its list: a spinner while loading, the server's words and a retry when the list
 * failed, a short explanation when it is empty. Nothing once there is something to list.
 */
export function ListNotice({
  list,
  emptyIcon,
  emptyTitle,
  emptyDescription,
  failedTitle,
  failedDescription,
  onRetry,
}: {
  readonly list: LoadedList<unknown>;
  readonly emptyIcon: ReactElement;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  readonly failedTitle: string;
  readonly failedDescription: string;
  readonly onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (list.status === "loading") {
    return (
      <NonIdealState
        className="app-org-models-notice"
        icon={<Spinner size={32} />}
        title={t("common.loading")}
      />
    );
  }
  if (list.status === "failed") {
    return (
      <NonIdealState
        className="app-org-models-notice"
        icon={<ErrorIcon size={40} />}
        title={failedTitle}
        description={
          list.failure.length > 0
            ? list.failure.map((message) => <p key={message}>{message}</p>)
            : failedDescription
        }
        action={
          <Button intent="primary" icon={<Refresh />} onClick={onRetry}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  if (list.items.length > 0) return null;
  return (
    <NonIdealState
      className="app-org-models-notice"
      icon={emptyIcon}
      title={emptyTitle}
      description={emptyDescription}
    />
  );
}
