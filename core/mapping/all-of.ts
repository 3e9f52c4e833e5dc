/** Several property decorators applied as one, so a rule set used in two places is written once. */
export function allOf(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorate of decorators) decorate(target, key);
  };
}
