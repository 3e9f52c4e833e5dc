import { filter, firstValueFrom } from "rxjs";
import { FEEDBACK_TOPICS, type FeedbackTopic } from "../../../../core/feedback/feedback-topics.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { FeedbackState } from "../../../../features/feedback/feedback.state.ts";
import type { FeedbackViewModel } from "../../../../features/feedback/feedback.view-model.ts";
import { createFeedbackViewModel } from "../../../../features/feedback/feedback.view-model-factory.ts";
import { feedbackFieldErrorText } from "../../../../features/feedback/feedback-field-error-text.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type { FeedbackDriver, FeedbackEntry, FeedbackFormField } from "../../support/feedback-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.FEEDBACK);
const FIELDS: Readonly<Record<string, FeedbackFormField>> = {
  topic: "topic",
  message: "message",
  email: "reply address",
};

/** The feedback page without a browser: its view model from the app's container, as the screen makes it. */
export class CoreFeedbackDriver implements FeedbackDriver {
  private readonly page: ViewModelOnScreen<FeedbackViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, createFeedbackViewModel);
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async shownForm(): Promise<FeedbackEntry> {
    const { draft } = (await this.page.get()).current();
    return {
      topic: draft.topic === "" ? "" : enUS.feedback.topics[draft.topic],
      message: draft.message,
      replyAddress: draft.email,
    };
  }

  async fill(entry: FeedbackEntry): Promise<void> {
    const viewModel = await this.page.get();
    viewModel.change("topic", topicLabelled(entry.topic));
    viewModel.change("message", entry.message);
    viewModel.change("email", entry.replyAddress);
  }

  async send(entry: FeedbackEntry): Promise<void> {
    await this.fill(entry);
    const viewModel = await this.page.get();
    await viewModel.submit();
    await firstValueFrom(viewModel.state$.pipe(filter((state: FeedbackState) => !state.sending)));
  }

  async brokenRules(): Promise<Partial<Record<FeedbackFormField, readonly string[]>>> {
    const { fieldErrors } = (await this.page.get()).current();
    const { t } = this.screen.i18n();
    const rules: Partial<Record<FeedbackFormField, string[]>> = {};
    for (const error of fieldErrors) {
      const field = FIELDS[error.property];
      if (field) rules[field] = [...(rules[field] ?? []), feedbackFieldErrorText(t, error)];
    }
    return rules;
  }
}

/** The topic whose en-US label this is; empty for none chosen. */
function topicLabelled(label: string): FeedbackTopic | "" {
  if (label === "") return "";
  const topic = FEEDBACK_TOPICS.find((each) => enUS.feedback.topics[each] === label);
  if (!topic) throw new Error(`No feedback topic is labelled "${label}"`);
  return topic;
}
