import { buildMessage, ValidateBy, type ValidationOptions } from "class-validator";

/**
 * IsString's rule, name and message, for a field that is there at all: a list, an object, a number or a boolean is
 * refused with "… must be a string", while a missing field is left to the field's own rule (IsNotEmpty says it is
 * required, IsOptional lets it be), so a form left empty gets one message, not two.
 */
export function TextIfGiven(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: "isString",
      validator: {
        validate: (value: unknown) => value === undefined || value === null || typeof value === "string",
        defaultMessage: buildMessage((each) => `${each}$property must be a string`, options),
      },
    },
    options,
  );
}
