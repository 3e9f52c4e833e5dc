import { PERMISSION_RANK } from "../../core/organization/permission-rank.ts";
import { record, text } from "../api-document/schema-words.ts";

/** The roles a setting or record can be last changed by, as several organization components list them. */
export const RANKED_ROLES = Object.keys(PERMISSION_RANK);

/** A person as organization components name them. */
export const PERSON = record({ id: text(), email: text() });
