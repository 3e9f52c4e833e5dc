/** SPEC §7: an enterprise request opens a mail draft with this subject. */
const ENTERPRISE_REQUEST_SUBJECT = "Enterprise Tier Request";

/** The mail draft an enterprise request opens, addressed to the sales team. */
export function enterpriseRequestHref(salesEmail: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent(ENTERPRISE_REQUEST_SUBJECT)}`;
}
