import "./feedback.css";
import { Card, Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenViewModel } from "../../ui/hooks/use-screen-view-model.ts";
import { createFeedbackViewModel } from "./feedback.view-model-factory.ts";
import { FeedbackForm } from "./feedback-form.tsx";

/** Feedback (public, SPEC §2): what it is about, what the person has to say, and where to answer them. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const viewModel = useScreenViewModel(createFeedbackViewModel);
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
