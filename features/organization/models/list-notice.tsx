import { NonIdealState } from "@blueprintjs/core";
import type { ReactElement } from "react";
import { ListLoadFailure, ListLoading } from "../../../ui/components/list-notices.tsx";
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
  if (list.status === "loading") return <ListLoading className="app-org-models-notice" />;
  if (list.status === "failed") {
    return (
      <ListLoadFailure
        className="app-org-models-notice"
        title={failedTitle}
        failure={list.failure}
        fallback={failedDescription}
        onRetry={onRetry}
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
