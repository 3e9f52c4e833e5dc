/**
 * A JSON schema, or a part of one, that the simulated provider cannot honour. `path` names the keyword where the
 * request holds it (`response_format.json_schema.schema.properties.code.pattern`), so the error can point at it.
 */
export class UnsupportedSchema extends Error {
  override readonly name = "UnsupportedSchema";

  constructor(
    readonly path: string,
    reason = "is not supported by the simulated provider",
  ) {
    super(`${path} ${reason}`);
  }
}
