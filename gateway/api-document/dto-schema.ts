import type { ClassConstructor } from "class-transformer";
import { targetConstructorToSchema } from "class-validator-jsonschema";
import type { JsonSchema } from "../../core/api-document/openapi-document.ts";
import { PathIdDto } from "../server/path-id.ts";

/**
 * What the DTO's decorators cannot say. We emit no decorator metadata, so a property's type is known only from
 * its rules (IsString, IsInt…): a list of objects, a value allowed to be null (ValidateIf) or a field the route
 * fills itself has to be stated here.
 */
export interface DtoSchemaFill {
  /** Merged into the generated property of the same name (or added, after `omit`). */
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  /** Replaces the generated list of required properties. */
  readonly required?: readonly string[];
  /** Generated properties left out: read from elsewhere (the path), or restated whole in `properties`. */
  readonly omit?: readonly string[];
  readonly description?: string;
}

/**
 * A part of a route's schema (body, query, path parameters) kept as what states its rules and turned into JSON
 * Schema only when the document is generated (gateway/api-document/api-document.ts), so that work is counted in
 * the generation time, and Fastify never sees a JSON Schema it could validate with.
 */
export abstract class GeneratedSchema {
  abstract toJsonSchema(): JsonSchema;
}

/** The rules of a class-validator DTO: the one statement of them, read by the route and by the document. */
class DtoSchema extends GeneratedSchema {
  constructor(
    private readonly dto: ClassConstructor<object>,
    private readonly fill: DtoSchemaFill,
  ) {
    super();
  }

  toJsonSchema(): JsonSchema {
    const generated = schemaOfDto(this.dto);
    const omitted = new Set(this.fill.omit ?? []);
    const properties: Record<string, JsonSchema> = {};
    for (const [name, schema] of Object.entries(generated.properties ?? {})) {
      if (!omitted.has(name)) properties[name] = schema;
    }
    for (const [name, schema] of Object.entries(this.fill.properties ?? {})) {
      properties[name] = { ...properties[name], ...schema };
    }
    const required = this.fill.required ?? (generated.required ?? []).filter((name) => !omitted.has(name));
    return {
      type: "object",
      ...(this.fill.description ? { description: this.fill.description } : {}),
      properties,
      ...(required.length > 0 ? { required } : {}),
    };
  }
}

/** Path parameters, each an id checked as PathIdDto checks one. */
class PathIdsSchema extends GeneratedSchema {
  constructor(private readonly described: Readonly<Record<string, string>>) {
    super();
  }

  toJsonSchema(): JsonSchema {
    const id = fromDto(PathIdDto).toJsonSchema().properties?.id ?? {};
    return {
      type: "object",
      properties: Object.fromEntries(
        Object.entries(this.described).map(([name, description]) => [name, { ...id, description }]),
      ),
      required: Object.keys(this.described),
    };
  }
}

/** Read once per DTO (each reading scans every DTO's rules); a copy each time, as the document's generator edits. */
const generatedSchemas = new WeakMap<ClassConstructor<object>, JsonSchema>();

function schemaOfDto(dto: ClassConstructor<object>): JsonSchema {
  let generated = generatedSchemas.get(dto);
  if (!generated) {
    generated = targetConstructorToSchema(dto) as JsonSchema;
    generatedSchemas.set(dto, generated);
  }
  return structuredClone(generated);
}

export const fromDto = (dto: ClassConstructor<object>, fill: DtoSchemaFill = {}): GeneratedSchema =>
  new DtoSchema(dto, fill);

/** The path's parameters by name, with what each names. */
export const pathIds = (described: Readonly<Record<string, string>>): GeneratedSchema =>
  new PathIdsSchema(described);
