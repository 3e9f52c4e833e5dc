/** GET organization/{orgId}/webhook, POST …/webhook/test: the organization has none set (404). */
export const NO_WEBHOOK = "The organization has no webhook";
