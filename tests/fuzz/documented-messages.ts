import type { ClassConstructor } from "class-transformer";
import { getMetadataStorage, type ValidationArguments } from "class-validator";

/**
 * Every message a DTO's own rules can produce, read from class-validator's metadata: each rule's own message, or
 * the default its constraint words for that property, with `$property` and `$constraintN` filled in as
 * class-validator fills them. Nothing is copied by hand, so a rule added to a DTO documents itself.
 */
export function documentedMessages(dto: ClassConstructor<object>): ReadonlySet<string> {
  const storage = getMetadataStorage();
  const rules = storage.getTargetValidationMetadatas(dto, "", true, false);
  const messages = rules.flatMap((rule) => {
    const constraint = rule.constraintCls
      ? storage.getTargetValidatorConstraints(rule.constraintCls)[0]
      : null;
    if (!constraint) return []; // conditions (ValidateIf, IsOptional) word nothing
    const args: ValidationArguments = {
      targetName: dto.name,
      property: rule.propertyName,
      object: {},
      value: undefined,
      constraints: rule.constraints,
    };
    const template = rule.message ?? constraint.instance.defaultMessage?.(args) ?? "";
    const text = typeof template === "function" ? template(args) : template;
    if (text.includes("$value"))
      throw new Error(
        `${dto.name}.${rule.propertyName}: a message naming $value cannot be listed in advance`,
      );
    return [filledIn(text, args)];
  });
  return new Set(messages);
}

function filledIn(template: string, args: ValidationArguments): string {
  const withConstraints = (args.constraints ?? []).reduce<string>(
    (text, constraint, index) =>
      text.replaceAll(
        `$constraint${index + 1}`,
        Array.isArray(constraint) ? constraint.join(", ") : `${constraint}`,
      ),
    template,
  );
  return withConstraints.replaceAll("$property", args.property).replaceAll("$target", args.targetName);
}
