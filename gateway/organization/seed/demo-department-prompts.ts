/**
 * What the demo departments' people ask, as they type it (the seed applies the department's PII handling, as the
 * gateway does before forwarding), each with a short answer.
 */
export const DEMO_DEPARTMENT_PROMPTS: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  "dep-research": [
    [
      "Compare the eval scores of our two fine-tuned checkpoints on the reasoning suite",
      "Checkpoint B leads by 3.1 points, mostly on multi-step problems.",
    ],
    [
      "Summarise the ablation notes dana.lee@meridian.example shared this morning",
      "Without the retrieval step accuracy drops 7 %; the other changes are within noise.",
    ],
    [
      "Draft the known-limitations section of the model card",
      "The model underperforms on low-resource languages and on long tables.",
    ],
    [
      "Suggest three baselines for a document-classification benchmark",
      "TF-IDF with logistic regression, a small BERT, and a zero-shot prompt.",
    ],
    [
      "Why does the validation loss rise after epoch 4?",
      "The learning rate stays too high late in training: the model starts to overfit.",
    ],
  ],
  "dep-support": [
    [
      "Draft a reply to jordan.miles@example.com about a refund that is two weeks late",
      "We are sorry for the delay: your refund was issued today and arrives within 3 days.",
    ],
    [
      "Classify this ticket: the customer at +1 415 555 0199 cannot sign in since the update",
      "Category: authentication. Urgency: high.",
    ],
    [
      "Summarise this ticket thread in two sentences for the handover",
      "The customer's export fails on files over 2 GB. Engineering has a fix in review.",
    ],
    [
      "Suggest a knowledge-base title for the password-reset loop",
      "Why the password-reset link keeps asking for a new password",
    ],
    ["Rewrite this answer in a friendlier tone", "Thanks for your patience! Here is what we can do for you."],
  ],
  "dep-finance": [
    [
      "Reconcile the March invoices against the payment run and list the mismatches",
      "Two mismatches: INV-0312 paid twice, INV-0327 not paid.",
    ],
    [
      "Why was the payment from IBAN DE89 3704 0044 0532 0130 00 booked twice?",
      "The bank file was imported on the 4th and again on the 5th.",
    ],
    [
      "Draft the forecasting note on next quarter's cloud spend",
      "Cloud spend should rise 6 % with the new region, offset by reserved capacity.",
    ],
    [
      "List what the auditors need for the DORA ICT risk review",
      "The ICT risk register, incident log, third-party inventory and test results.",
    ],
    [
      "Explain the variance between budgeted and actual travel costs",
      "Two unplanned customer visits account for 80 % of the overrun.",
    ],
  ],
};
