import { AsDate, Derived } from "../mapping/entity-decorators.ts";
import { dateAndTime } from "../time/date-and-time.ts";

/** An API key as the gateway sends it. */
export interface ApiKeyRecord {
  readonly id: string;
  readonly value: string;
  /** ISO date-time */
  readonly createdAt: string;
}

/** One of the signed-in user's API keys (SPEC §3), with the date and time the list shows. */
export class ApiKey {
  readonly id!: string;
  readonly value!: string;
  @AsDate() readonly createdAt!: Date;
  /** YYYY-MM-DD, local. */
  @Derived((key: ApiKeyRecord) => dateAndTime(new Date(key.createdAt)).date) readonly date!: string;
  /** HH:mm, local. */
  @Derived((key: ApiKeyRecord) => dateAndTime(new Date(key.createdAt)).time) readonly time!: string;
}
