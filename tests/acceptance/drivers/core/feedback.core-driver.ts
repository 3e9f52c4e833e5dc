import { filter, firstValueFrom } from "rxjs";
import { FeedbackGateway } from "../../../../core/feedback/feedback-gateway.port.ts";
import { FEEDBACK_TOPICS, type FeedbackTopic } from "../../../../core/feedback/feedback-topics.ts";
import { Notifier } from "../../../../core/notifier/notifier.port.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import { SessionStore } from "../../../../core/session/session-store.ts";
import { sessionEmail } from "../../../../core/session/token-claims.ts";
import { KeyValueStore } from "../../../../core/storage/key-value-store.port.ts";
import type { FeedbackState } from "../../../../features/feedback/feedback.state.ts";
import { FeedbackViewModel } from "../../../../features/feedback/feedback.view-model.ts";
import { feedbackFieldErrorText } from "../../../../features/feedback/feedback-field-error-text.ts";
import { enUS } from "../../../support/en-us-texts.ts";
import type { FeedbackDriver, FeedbackEntry, FeedbackFormField } from "../../support/feedback-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.FEEDBACK);
const FIELDS: Readonly<Record<string, FeedbackFormField>> = {
  topic: "topic",
  message: "message",
  email: "reply address",
};

/** The feedback page without a browser: its view model from the app's container, as the screen makes it. */
export class CoreFeedbackDriver implements FeedbackDriver {
  private viewModel: FeedbackViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async shownForm(): Promise<FeedbackEntry> {
    const { draft } = (await this.onScreen()).current();
    return {
      topic: draft.topic === "" ? "" : enUS.feedback.topics[draft.topic],
      message: draft.message,
      replyAddress: draft.email,
    };
  }

  async fill(entry: FeedbackEntry): Promise<void> {
    const viewModel = await this.onScreen();
    viewModel.change("topic", topicLabelled(entry.topic));
    viewModel.change("message", entry.message);
    viewModel.change("email", entry.replyAddress);
  }

  async send(entry: FeedbackEntry): Promise<void> {
    await this.fill(entry);
    const viewModel = await this.onScreen();
    await viewModel.submit();
    await firstValueFrom(viewModel.state$.pipe(filter((state: FeedbackState) => !state.sending)));
  }

  async brokenRules(): Promise<Partial<Record<FeedbackFormField, readonly string[]>>> {
    const { fieldErrors } = (await this.onScreen()).current();
    const { t } = this.screen.i18n();
    const rules: Partial<Record<FeedbackFormField, string[]>> = {};
    for (const error of fieldErrors) {
      const field = FIELDS[error.property];
      if (field) rules[field] = [...(rules[field] ?? []), feedbackFieldErrorText(t, error)];
    }
    return rules;
  }

  /** The screen's view model, made when the page is first used; let go when the address changes. */
  private async onScreen(): Promise<FeedbackViewModel> {
    if (this.viewModel) return this.viewModel;
    const { pathname } = new URL(await this.screen.location(), "http://dashboard.test");
    if (pathname !== PATH) throw new Error(`Not on the feedback page but at ${pathname}`);
    const container = this.screen.container();
    const { t } = this.screen.i18n();
    const viewModel = new FeedbackViewModel({
      gateway: container.get(FeedbackGateway),
      notifier: container.get(Notifier),
      signedInEmail: sessionEmail(container.get(SessionStore).current()),
      store: container.get(KeyValueStore),
      texts: { sent: () => t("feedback.sent"), failed: () => t("feedback.failed") },
    });
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}

/** The topic whose en-US label this is; empty for none chosen. */
function topicLabelled(label: string): FeedbackTopic | "" {
  if (label === "") return "";
  const topic = FEEDBACK_TOPICS.find((each) => enUS.feedback.topics[each] === label);
  if (!topic) throw new Error(`No feedback topic is labelled "${label}"`);
  return topic;
}
