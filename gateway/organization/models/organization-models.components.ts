import {
  component,
  dateTime,
  decimal,
  integer,
  listOf,
  oneOf,
  orNull,
  record,
  ref,
  text,
  yesNo,
} from "../../api-document/schema-words.ts";
import { RANKED_ROLES } from "../organization-schema-words.ts";
import { GRID_NODE_EXAMPLE } from "./grid-nodes.components.ts";

export const ORGANIZATION_MODEL = component(
  "OrganizationModel",
  record(
    {
      id: text(),
      internalId: orNull(text("The catalogue model it is, for an AVAILABLE model.")),
      name: text(),
      dedicatedUrl: orNull(text()),
      customModelApikey: orNull(text("Masked: only its last characters are shown.")),
      type: oneOf(["AVAILABLE", "CUSTOM"]),
      provider: orNull(text()),
      accessType: oneOf(["PUBLIC", "PRIVATE"]),
      configXml: orNull(text()),
      tokenInPricePerMillionTokens: orNull(
        decimal(
          "A custom model's price, US dollars per million prompt tokens; its requests are costed at it.",
        ),
      ),
      tokenOutPricePerMillionTokens: orNull(decimal("A custom model's price per million completion tokens.")),
      node: orNull(text()),
      internalModel: { type: "null" },
      region: orNull(text()),
      gridNode: orNull(ref("GridNode")),
      emission: orNull(decimal("Renewable share of its grid node, 2 decimals.")),
      lastModifyRole: orNull(oneOf(RANKED_ROLES)),
      createdAt: dateTime(),
      updatedAt: dateTime(),
    },
    { description: "A model of the organization." },
  ),
);

export const CUSTOM_MODEL_CONNECTION_TEST = component(
  "CustomModelConnectionTest",
  record(
    {
      reachable: yesNo("Whether the upstream's GET {dedicatedUrl}/models answered 2xx."),
      status: orNull(integer("Its HTTP status; null when nothing answered or it was not called.")),
      message: text("The upstream's error, the gateway's reason for not calling it, or what was found."),
      models: listOf(text(), "The model ids it lists, at most 50."),
      modelListed: orNull(yesNo("Whether the model's name is among them; null with no name or no list.")),
    },
    { description: "What a custom model's connection test found." },
  ),
);

export const ORGANIZATION_MODEL_EXAMPLE = {
  id: "om-llama",
  internalId: "model-llama-3.1-70b-instruct",
  name: "llama-3.1-70b-instruct",
  dedicatedUrl: null,
  customModelApikey: null,
  type: "AVAILABLE",
  provider: "Meridian",
  accessType: "PUBLIC",
  configXml: null,
  tokenInPricePerMillionTokens: null,
  tokenOutPricePerMillionTokens: null,
  node: null,
  internalModel: null,
  region: "EU",
  gridNode: GRID_NODE_EXAMPLE,
  emission: 97.65,
  lastModifyRole: "OWNER",
  createdAt: "2025-03-14T12:00:00.000Z",
  updatedAt: "2025-03-14T12:00:00.000Z",
};

export const CONNECTION_TEST_EXAMPLE = {
  reachable: true,
  status: 200,
  message: "The custom model's server answered 200 and lists 2 models",
  models: ["guard-7b", "guard-13b"],
  modelListed: true,
};
