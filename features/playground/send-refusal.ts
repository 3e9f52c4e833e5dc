import type { RequestNeeds } from "../../core/available-models/model-capability.ts";
import { modelOffer } from "../../core/available-models/model-offer.ts";
import type { ToolDefinitionProblem } from "../../core/chat-completions/tool-definition.ts";
import { formattingLocale } from "../../core/i18n/formatting-locale.ts";
import type { ResponseSchemaProblem } from "../../core/structured-output/response-schema.ts";
import {
  chosenModel,
  type NeededCapability,
  type NoticeValues,
  PlaygroundNotice,
  type PlaygroundSetup,
  type PlaygroundText,
} from "./playground.state.ts";

/** Why the playground will not send its request now. */
export type SendRefusal =
  | { readonly kind: "modelNotSet" }
  | { readonly kind: "modelNotDefined" }
  | { readonly kind: "toolInvalid"; readonly number: number; readonly problem: ToolDefinitionProblem }
  | { readonly kind: "schemaInvalid"; readonly problem: ResponseSchemaProblem }
  | {
      readonly kind: "modelNotOffered";
      readonly model: string;
      readonly missing: readonly NeededCapability[];
    };

/**
 * The first thing that keeps the request from being sent with these needs: no model, a model no longer offered
 * by the gateway, a tool or a schema that is not valid, or a model that cannot serve the request.
 */
export function sendRefusal(setup: PlaygroundSetup, needs: RequestNeeds): SendRefusal | null {
  if (setup.modelName === null) return { kind: "modelNotSet" };
  const model = chosenModel(setup);
  if (!model) return { kind: "modelNotDefined" };
  const partsRefusal = requestPartsRefusal(setup);
  if (partsRefusal) return partsRefusal;
  const offer = modelOffer(model, needs);
  if (!offer.offered)
    return { kind: "modelNotOffered", model: model.systemName, missing: offer.missing as NeededCapability[] };
  return null;
}

/** What keeps the tools and schema from being sent, whatever the model: the first tool or schema not valid. */
export function requestPartsRefusal(
  setup: Pick<PlaygroundSetup, "tools" | "structuredOutput">,
): Extract<SendRefusal, { kind: "toolInvalid" | "schemaInvalid" }> | null {
  const invalid = setup.tools.findIndex((draft) => draft.problem !== null);
  const problem = setup.tools[invalid]?.problem;
  if (problem) return { kind: "toolInvalid", number: invalid + 1, problem };
  const { enabled, problem: schemaProblem } = setup.structuredOutput;
  if (enabled && schemaProblem) return { kind: "schemaInvalid", problem: schemaProblem };
  return null;
}

type Text = (text: PlaygroundText, values?: NoticeValues) => string;

/** The refusal in the person's words. */
export function refusalText(refusal: SendRefusal, text: Text): string {
  switch (refusal.kind) {
    case "modelNotSet":
      return text(PlaygroundNotice.MODEL_NOT_SET);
    case "modelNotDefined":
      return text(PlaygroundNotice.MODEL_NOT_DEFINED);
    case "toolInvalid":
      return text(PlaygroundNotice.TOOL_INVALID, {
        number: refusal.number,
        problem: text(`tools.problems.${refusal.problem}`),
      });
    case "schemaInvalid":
      return text(PlaygroundNotice.RESPONSE_SCHEMA_INVALID, {
        problem: text(`structuredOutput.problems.${refusal.problem}`),
      });
    case "modelNotOffered":
      return text(PlaygroundNotice.MODEL_NOT_OFFERED, {
        model: refusal.model,
        reasons: reasonList(refusal.missing.map((capability) => text(`model.cannot.${capability}`))),
      });
  }
}

/** Reasons one after the other, as the interface language lists things. */
export function reasonList(reasons: readonly string[]): string {
  return new Intl.ListFormat(formattingLocale(), { type: "unit", style: "short" }).format(reasons);
}
