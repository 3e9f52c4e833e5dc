import { CurlyBraces, Lightbulb, Media, Wrench } from "@blueprintjs/icons";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";

/** The capabilities the playground shows, in the order it shows them. */
export const SHOWN_CAPABILITIES = [
  "tools",
  "vision",
  "structured-output",
  "reasoning",
] as const satisfies readonly ModelCapability[];

export type ShownCapability = (typeof SHOWN_CAPABILITIES)[number];

/** The capability's icon; decorative: its name is always written beside it. */
export function CapabilityIcon({ capability, size = 12 }: { capability: ShownCapability; size?: number }) {
  switch (capability) {
    case "tools":
      return <Wrench size={size} aria-hidden />;
    case "vision":
      return <Media size={size} aria-hidden />;
    case "structured-output":
      return <CurlyBraces size={size} aria-hidden />;
    case "reasoning":
      return <Lightbulb size={size} aria-hidden />;
  }
}
