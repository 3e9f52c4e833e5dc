/**
 * The words of the demo's policy documents (DEMO_POLICY_FILES, by id), so a seeded document is read, chunked and
 * searched like an uploaded one and no count shown for it is made up.
 */
export const DEMO_POLICY_TEXTS: Readonly<Record<string, string>> = {
  "file-ai-use": [
    "AI Acceptable Use Policy",
    "Staff may use approved language models for drafting, summarising and analysis. Every model must be reached through the company gateway, never directly with a personal account.",
    "Do not paste customer records, credentials or unreleased financial results into a prompt. The gateway redacts personal data it recognises, but the person sending the prompt stays responsible for what it holds.",
    "Outputs are drafts. A person reviews any model output before it is sent to a customer, published or used in a decision about an individual.",
    "Report a model answer that is harmful, biased or wrong in a way that matters to the AI governance team within two working days.",
  ].join("\n\n"),
  "file-model-cards": [
    "Model Card Requirements",
    "Every model the research department deploys has a model card before its first production request. The card names the model's intended use, the data it was trained or tuned on, and its known limitations.",
    "Evaluation results are recorded on the card with the date, the data set and the metric. A card older than six months is reviewed again.",
  ].join("\n\n"),
  "file-support-data": [
    "Customer Data Handling",
    "Support agents may summarise a customer conversation with a model only after the customer's name, email address and phone number are redacted by the gateway.",
    "Prompts and answers that hold customer data are kept for 30 days, then deleted. Request metadata is kept as the retention settings say.",
    "A customer may ask what was sent about them; the support lead answers within one month.",
  ].join("\n\n"),
  "file-gdpr-dpa": [
    "GDPR Data Processing Addendum",
    "The processor handles personal data only on documented instructions from the controller, including transfers to a third country.",
    "Personal data is processed in the European Union. Sub-processors are listed, and the controller is told of a new one thirty days before it starts.",
    "The processor notifies the controller of a personal data breach without undue delay, and within 48 hours of becoming aware of it.",
    "At the end of the service, personal data is deleted or returned, at the controller's choice, unless the law requires it to be kept.",
  ].join("\n\n"),
  "file-dora": [
    "DORA ICT Risk Framework",
    "The finance department keeps a register of every ICT third-party service it relies on, including the language model providers reached through the gateway.",
    "Major ICT incidents are classified within four hours and reported to the competent authority as the regulation requires.",
    "Each critical service has an exit plan: a second provider or model that can take its traffic, tested once a year.",
  ].join("\n\n"),
  "file-expenses": [
    "Expense Approval Policy",
    "Spending on model usage above the department's monthly budget needs the finance director's approval before the budget is raised.",
    "Budget alerts go to the department's admins at 50, 80 and 100 percent of the monthly budget.",
  ].join("\n\n"),
};
