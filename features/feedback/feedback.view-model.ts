import { BehaviorSubject, type Observable } from "rxjs";
import { type Feedback, FeedbackDto } from "../../core/feedback/feedback.dto.ts";
import type { FeedbackGateway } from "../../core/feedback/feedback-gateway.port.ts";
import {
  type FeedbackDraft,
  forgetFeedbackDraft,
  readFeedbackDraft,
  writeFeedbackDraft,
} from "../../core/feedback/stored-feedback-draft.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import type { KeyValueStore } from "../../core/storage/key-value-store.port.ts";
import { validateInput } from "../../core/validation/validate-input.ts";
import { emptyDraft, type FeedbackState } from "./feedback.state.ts";

/** The screen's own words, read when needed (the language may change). */
export interface FeedbackTexts {
  /** Thanks the person once the feedback is stored. */
  sent(): string;
  /** For a failure the server did not explain. */
  failed(): string;
}

export interface FeedbackDependencies {
  readonly gateway: FeedbackGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: FeedbackTexts;
  /** The signed-in person's email, offered as the reply address; null for a visitor. */
  readonly signedInEmail: string | null;
  /** Keeps an unsent form across a reload. */
  readonly store: KeyValueStore;
}

/**
 * The feedback form: a topic, a message and an optional reply address, checked by core's FeedbackDto before
 * anything is sent. Sent feedback is confirmed in a toast and the form starts afresh; a refusal is reported in an
 * error toast with the server's messages. What is typed is kept until it is sent, so a reload loses nothing.
 */
export class FeedbackViewModel {
  private readonly state: BehaviorSubject<FeedbackState>;
  private tried = false;
  private disposed = false;
  readonly state$: Observable<FeedbackState>;

  constructor(private readonly deps: FeedbackDependencies) {
    this.state = new BehaviorSubject<FeedbackState>({
      draft: readFeedbackDraft(deps.store) ?? emptyDraft(deps.signedInEmail),
      fieldErrors: [],
      sending: false,
    });
    this.state$ = this.state.asObservable();
  }

  current(): FeedbackState {
    return this.state.value;
  }

  /** Changes one field; after a first attempt to send, the rules are checked again as the person types. */
  change<K extends keyof FeedbackDraft>(field: K, value: FeedbackDraft[K]): void {
    const draft = { ...this.state.value.draft, [field]: value };
    writeFeedbackDraft(this.deps.store, draft);
    this.patch({ draft, ...(this.tried ? { fieldErrors: validateInput(FeedbackDto, draft).fields } : {}) });
  }

  /** Sends the feedback when it keeps every rule; resolves true once it was stored. */
  async submit(): Promise<boolean> {
    if (this.state.value.sending) return false;
    this.tried = true;
    const { value, fields } = validateInput(FeedbackDto, this.state.value.draft);
    this.patch({ fieldErrors: fields });
    if (fields.length > 0) return false;
    this.patch({ sending: true });
    try {
      const feedback: Feedback = { topic: value.topic, message: value.message, email: value.email };
      await this.deps.gateway.sendFeedback(feedback);
      this.tried = false;
      forgetFeedbackDraft(this.deps.store);
      this.patch({ draft: emptyDraft(this.deps.signedInEmail), fieldErrors: [] });
      this.deps.notifier.notify({ message: this.deps.texts.sent(), intent: "positive" });
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.failed());
      return false;
    } finally {
      this.patch({ sending: false });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private patch(change: Partial<FeedbackState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
