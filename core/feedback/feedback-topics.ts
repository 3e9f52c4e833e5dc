/** What feedback is about; the form offers them in this order. */
export const FEEDBACK_TOPICS = ["idea", "problem", "question", "praise"] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];
