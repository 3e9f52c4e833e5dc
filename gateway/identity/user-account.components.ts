import { component, dateTime, decimal, orNull, record, text, yesNo } from "../api-document/schema-words.ts";

export const USER_ACCOUNT = component(
  "UserAccount",
  record(
    {
      email: text(),
      currentBalance: decimal("US dollars: the account's credit minus its usage."),
      totalUsage: decimal("US dollars: what every recorded request cost."),
      totalCharges: decimal("US dollars charged to the saved cards."),
      hasValidPaymentMethod: yesNo(),
      setupPaymentMethodError: orNull(text("Why saving the last card failed; null once one was saved.")),
      premiumExpiresAt: orNull(dateTime("Until when a paid tier runs.")),
      receivedDefaultSystemCredit: yesNo(),
      createdAt: dateTime(),
    },
    { description: "The signed-in person's account figures." },
  ),
);

export const USER_ACCOUNT_EXAMPLE = {
  email: "demo@meridian.example",
  currentBalance: 4.73,
  totalUsage: 0.27,
  totalCharges: 19.99,
  hasValidPaymentMethod: true,
  setupPaymentMethodError: null,
  premiumExpiresAt: "2025-04-14T12:00:00.000Z",
  receivedDefaultSystemCredit: true,
  createdAt: "2025-03-01T09:00:00.000Z",
};
