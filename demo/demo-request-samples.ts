/** What the demo account asked over the last month: prompts and a short answer to each. */
export const DEMO_PROMPTS: readonly (readonly [question: string, answer: string])[] = [
  ["Summarise our Q3 energy report in five bullet points", "Energy use fell 12 % while output grew 4 %."],
  [
    "Draft a polite reply declining the vendor's renewal offer",
    "Thank you for your offer; we will not renew.",
  ],
  ["Explain the difference between LMP and wholesale price", "LMP adds congestion and losses at a node."],
  [
    "Write a SQL query for monthly active users",
    "SELECT date_trunc('month', seen_at), count(DISTINCT user_id) …",
  ],
  ["Translate the release notes into French", "Notes de version : corrections et améliorations."],
  ["Classify these support tickets by urgency", "Urgent: 3, normal: 11, low: 6."],
  ["Review this TypeScript function for bugs", "The loop never ends when the list is empty."],
  ["What is a watt?", "A watt is one joule per second."],
  ["Suggest names for a carbon-aware scheduling feature", "GreenWindow, CleanSlot, WattWise."],
  ["Prove that the sum of two even numbers is even", "2a + 2b = 2(a + b), which is even."],
  ["Outline a data-residency policy for EU customers", "Store and process EU data in EU regions only."],
  ["Turn these meeting notes into action items", "1. Ana: budget by Friday. 2. Tom: vendor call."],
  ["Estimate the cost of 10 million tokens on our cheapest model", "About $1.50 in and $6.00 out."],
  ["Write unit tests for the invoice total calculation", "it('adds tax to the subtotal', …)"],
  ["Compare heat pumps and gas boilers for an office", "Heat pumps cost more upfront, less to run."],
];

/** How requests ended, with their weight: most succeed, some fail the ways a gateway sees. */
export const DEMO_OUTCOMES: readonly { status: number; error: string | null; weight: number }[] = [
  { status: 200, error: null, weight: 88 },
  { status: 502, error: "Upstream provider unavailable: answered 503", weight: 4 },
  { status: 429, error: "Too many requests: try again in 2 s.", weight: 3 },
  { status: 400, error: "max_tokens must not be less than 1", weight: 2 },
  { status: 499, error: "The client closed the connection before the answer was complete", weight: 2 },
  { status: 403, error: "Data residency: the model is served outside the department's regions", weight: 1 },
];

/** The models the demo history favours, when the catalogue has them. */
export const DEMO_MODELS = [
  "gpt-4o-mini",
  "gpt-4o",
  "o3-mini",
  "llama-3.3-70b-versatile",
  "mistral-small-latest",
  "claude-3-5-haiku-latest",
  "simulated-fast",
];
