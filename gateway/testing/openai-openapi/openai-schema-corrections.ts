type Schemas = Readonly<Record<string, unknown>>;
type Schema = Record<string, unknown>;

/**
 * OpenAI's schemas (as openai-schemas.json holds them) with the few places corrected where the published document,
 * read as the JSON Schema it declares itself to be, refuses what OpenAI's API does. Each correction names the place
 * and why; everything else is validated as published.
 */
export function correctedOpenAiSchemas(schemas: Schemas): Record<string, unknown> {
  const { CompoundFilter, InputItem, ModelResponseProperties, Response } = schemas as Record<string, Schema>;
  if (!CompoundFilter || !InputItem || !ModelResponseProperties || !Array.isArray(Response?.allOf))
    throw new Error("openai-schemas.json lacks a schema that correctedOpenAiSchemas corrects");
  return {
    ...schemas,
    // CompoundFilter/properties/filters/items is `oneOf: [ComparisonFilter, {$recursiveRef: "#"}]` under
    // `$recursiveAnchor: true`: draft 2019-09 keywords, unknown to the document's own dialect (JSON Schema 2020-12),
    // where "#" would be the whole OpenAPI document anyway. What is meant ("Items can be ComparisonFilter or
    // CompoundFilter") is a plain reference to CompoundFilter.
    CompoundFilter: JSON.parse(
      JSON.stringify(CompoundFilter)
        .replace('"$recursiveAnchor":true,', "")
        .replace('{"$recursiveRef":"#"}', '{"$ref":"#/components/schemas/CompoundFilter"}'),
    ),
    // InputItem is `oneOf: [EasyInputMessage, Item, ...]`, but a message whose content is a list of parts
    // (`{role: "user", content: [{type: "input_text", text: "..."}]}`, with or without `type: "message"`) is both an
    // EasyInputMessage and an Item (its InputMessage branch), so "exactly one" would refuse the commonest input of
    // all, which OpenAI's API takes. `anyOf` says what is meant.
    InputItem: { ...withoutOneOf(InputItem), anyOf: InputItem.oneOf },
    // ModelResponseProperties/properties/user is a string, but every Response in the document's own examples
    // (POST /responses, GET /responses/{response_id}, the response.* stream events) carries `"user": null`, as
    // OpenAI's answers do when no user was given.
    ModelResponseProperties: withProperty(ModelResponseProperties, "user", {
      type: "string",
      nullable: true,
    }),
    // Response/allOf/2/properties/usage is a ResponseUsage, but a response still under way has none yet: the
    // document's own examples of a stream (POST /responses "Streaming", ResponseCreatedEvent, ResponseInProgressEvent)
    // carry `"usage": null` in response.created and response.in_progress, as OpenAI's streams do.
    Response: {
      ...Response,
      allOf: Response.allOf.map((part: Schema) =>
        isObject(part.properties) && "usage" in part.properties
          ? withProperty(part, "usage", { anyOf: [RESPONSE_USAGE, { type: "null" }] })
          : part,
      ),
    },
  };
}

const RESPONSE_USAGE = { $ref: "#/components/schemas/ResponseUsage" };

function withoutOneOf({ oneOf: _oneOf, ...rest }: Schema): Schema {
  return rest;
}

function withProperty(schema: Schema, name: string, property: Schema): Schema {
  return { ...schema, properties: { ...(schema.properties as Schema), [name]: property } };
}

function isObject(value: unknown): value is Schema {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
