import "./feedback.css";
import { Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import { Notifier } from "../../core/notifier/notifier.port.ts";
import { SessionStore } from "../../core/session/session-store.ts";
import { sessionEmail } from "../../core/session/token-claims.ts";
import { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useService } from "../../ui/hooks/use-service.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import { FeedbackViewModel } from "./feedback.view-model.ts";
import { FeedbackForm } from "./feedback-form.tsx";

/** Feedback (public, SPEC §2): what it is about, what the person has to say, and where to answer them. */
export function FeedbackPage() {
  const { t, i18n } = useTranslation();
  const gateway = useService(FeedbackGateway);
  const notifier = useService(Notifier);
  const sessions = useService(SessionStore);
  const store = useService(KeyValueStore);
  const viewModel = useViewModel(
    () =>
      new FeedbackViewModel({
        gateway,
        notifier,
        signedInEmail: sessionEmail(sessions.current()),
        store,
        texts: { sent: () => i18n.t("feedback.sent"), failed: () => i18n.t("feedback.failed") },
      }),
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  return (
    <section className="app-page feedback-page">
      <PageHeader title={t("feedback.title")} />
      <p className={Classes.TEXT_MUTED}>{t("feedback.intro")}</p>
      <Card className="feedback-card">
        <FeedbackForm viewModel={viewModel} state={state} />
      </Card>
    </section>
  );
}
