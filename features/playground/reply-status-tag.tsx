import { Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ReplyStatus } from "../../core/chat-completions/playground-conversation.ts";

/** Says whether a reply is being written, was stopped part way, or failed; a finished reply needs no tag. */
export function ReplyStatusTag({ status }: { status: ReplyStatus }) {
  const { t } = useTranslation();
  switch (status) {
    case ReplyStatus.STREAMING:
      return (
        <Tag minimal round icon={<Spinner size={12} />}>
          {t("playground.reply.writing")}
        </Tag>
      );
    case ReplyStatus.STOPPED:
      return (
        <Tag minimal round intent="warning" data-testid="playground-reply-stopped">
          {t("playground.reply.stopped")}
        </Tag>
      );
    case ReplyStatus.FAILED:
      return (
        <Tag minimal round intent="danger">
          {t("playground.reply.failed")}
        </Tag>
      );
    case ReplyStatus.DONE:
      return null;
  }
}
