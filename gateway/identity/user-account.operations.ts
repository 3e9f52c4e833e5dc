import { operation } from "../api-document/operation.ts";
import { ref } from "../api-document/schema-words.ts";
import { PROVIDER_FAILED } from "../billing/billing.operations.ts";
import { USER_ACCOUNT_EXAMPLE } from "./user-account.components.ts";

export const USER_ACCOUNT_OPERATIONS = {
  get: operation({
    id: "getUserAccount",
    summary: "Your account figures",
    description:
      "Balance, usage, charges, premium expiry and the state of your payment method, brought up to date first " +
      "(a paid period that ended is renewed or ended).",
    tag: "Billing",
    access: "session",
    answer: {
      status: 200,
      description: "Your account.",
      schema: ref("UserAccount"),
      example: USER_ACCOUNT_EXAMPLE,
    },
    refusals: { 502: PROVIDER_FAILED },
  }),
};
