/** One broken rule of one field, with class-validator's own default message (SPEC §5 quotes them). */
export interface FieldError {
  readonly property: string;
  /** class-validator's constraint name: isNotEmpty, isEmail, minLength, maxLength… */
  readonly constraint: string;
  readonly message: string;
  /** The bound of a length rule (given to the rule as `context.limit`), for messages that name it. */
  readonly limit?: number;
}

// Kept apart from the validation code so screens can recognise the error without downloading class-validator.
export class InvalidInputError extends Error {
  constructor(readonly fields: readonly FieldError[]) {
    super(fields.map((field) => field.message).join("; "));
    this.name = "InvalidInputError";
  }
}
